import * as React from 'react';
import site from '../config/site.json';
import { LAYOUT_CLASS } from '../theme/classNames';
import { useTranslate } from '../providers/RouteDataProvider';
import { DocsLink } from './DocsLink';

export function AppFooter() {
  const t = useTranslate();
  return (
    <footer className={LAYOUT_CLASS.footer}>
      <p className="footer-license">{t('footer.license')}</p>
      <div className="footer-links">
        <DocsLink href="/versions">{t('footer.versions')}</DocsLink>
        <DocsLink href={site.sourceCodeUrl}>{t('app.sourceCode')}</DocsLink>
      </div>
    </footer>
  );
}
