import * as React from 'react';
import type { PageProps } from 'gatsby';
import CssBaseline from '@mui/material/CssBaseline';
import { PageHead } from '../components/PageHead';
import { TemplateFrame } from '../components/templates/TemplateFrame';
import { TEMPLATE_FRAME_CLASS } from '../components/templates/templateFrameStyles';
import type { TemplatePageContext } from '../domain/page/context';
import { resolveRouteData, standaloneRouteInput } from '../domain/page/routeData';
import { MaterialDemoSandbox, MaterialDemoVariables } from '../demos/MaterialDemoSandbox';
import { usePageAnalytics } from '../providers/AnalyticsProvider';
import { RouteDataProvider } from '../providers/RouteDataProvider';

/**
 * The page component of a sample template (`src/templates/sample/<slug>.tsx` makes one per template, so Gatsby loads
 * exactly that template's code before it hydrates, and no other page carries a list of them). Full screen, outside
 * the docs shell: the frame bar (back, source, sandboxes, colour mode), then
 * the template in Material UI's default theme (the demos' theme: CSS variables switched by the same class on <html>
 * as the docs, so it follows the reader's mode from the first paint) with CssBaseline.
 */
export function templatePage(Template: React.ComponentType) {
  return function TemplatePage({ pageContext }: PageProps<object, TemplatePageContext>) {
    const { language, translations, pathname, slug, entry, title, description, sourceUrl, labels } = pageContext;
    const route = React.useMemo(
      () => resolveRouteData(standaloneRouteInput({ language, translations, pathname, title: `${title} template`, description })),
      [language, translations, pathname, title, description],
    );
    usePageAnalytics(route);
    const info = React.useMemo(() => ({ slug, component: entry, title, description }), [slug, entry, title, description]);
    return (
      <RouteDataProvider value={route}>
        <PageHead />
        <TemplateFrame info={info} sourceUrl={sourceUrl} language={language} labels={labels} />
        <MaterialDemoSandbox direction="ltr">
          <MaterialDemoVariables />
          <CssBaseline enableColorScheme />
          <div className={TEMPLATE_FRAME_CLASS.content}>
            <Template />
          </div>
        </MaterialDemoSandbox>
      </RouteDataProvider>
    );
  };
}
