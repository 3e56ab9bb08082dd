import * as React from 'react';
import type { TocItem } from '../domain/toc';
import { useScrollSpy } from '../hooks/useScrollSpy';
import { useRouteData, useTranslate } from '../providers/RouteDataProvider';
import { TOC_CLASS } from '../theme/classNames';

/** Right-hand "Contents" list of h2/h3 with scroll spy; hidden below md. */
export function TableOfContents() {
  const { toc } = useRouteData();
  const t = useTranslate();
  const hashes = React.useMemo(() => toc.flatMap((i) => [i.hash, ...i.children.map((c) => c.hash)]), [toc]);
  const [active, activate] = useScrollSpy(hashes);
  if (toc.length === 0) return null;

  const onClick = (hash: string) => (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    activate(hash);
  };
  const renderItems = (items: TocItem[], depth: number) => (
    <ul>
      {items.map((item) => (
        <li key={item.hash}>
          <a
            href={`#${item.hash}`}
            onClick={onClick(item.hash)}
            aria-current={active === item.hash ? 'location' : undefined}
            className={active === item.hash ? 'toc-active' : undefined}
            style={depth ? ({ '--toc-depth': depth } as React.CSSProperties) : undefined}
          >
            {item.text}
          </a>
          {item.children.length > 0 ? renderItems(item.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className={TOC_CLASS} aria-label={t('toc.label')}>
      <div className="toc-title">{t('toc.contents')}</div>
      {renderItems(toc, 0)}
    </nav>
  );
}
