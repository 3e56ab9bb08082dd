import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import CssBaseline from '@mui/material/CssBaseline';
import { documentHead, PageHead } from '../components/PageHead';
import { StarterFrame } from './StarterFrame';
import { STARTER_FRAME_CLASS } from '../theme/classNames';
import type { StarterPageContext } from '../domain/page/context';
import { resolveRouteData, standaloneRouteInput } from '../domain/page/routeData';
import { MaterialDemoTheme, MaterialDemoVariables } from '../demos/MaterialDemoTheme';
import { usePageAnalytics } from '../providers/AnalyticsProvider';
import { RouteDataProvider } from '../providers/RouteDataProvider';

/**
 * The page component of a sample template (`src/templates/starter/<slug>.tsx` makes one per template, so Gatsby loads
 * exactly that template's code before it hydrates, and no other page carries a list of them). Full screen, outside
 * the docs shell: the frame bar (back, source, sandboxes, colour mode), then
 * the template in Material UI's default theme (the demos' theme: CSS variables switched by the same class on <html>
 * as the docs, so it follows the reader's mode from the first paint) with CssBaseline.
 */
const starterRoute = ({ language, translations, pathname, title, description, card }: StarterPageContext) =>
  resolveRouteData(standaloneRouteInput({ language, translations, pathname, title: `${title} template`, description, card }));

/** The head of a starter's page (its template's `Head` export). */
export const StarterHead = documentHead(({ pageContext }: HeadProps<object, StarterPageContext>) => <PageHead route={starterRoute(pageContext)} />);

export function starterPage(Template: React.ComponentType) {
  return function StarterPage({ pageContext }: PageProps<object, StarterPageContext>) {
    const { language, slug, entry, title, description, sourceUrl, labels } = pageContext;
    const route = React.useMemo(() => starterRoute(pageContext), [pageContext]);
    usePageAnalytics(route);
    const info = React.useMemo(() => ({ slug, component: entry, title, description }), [slug, entry, title, description]);
    return (
      <RouteDataProvider value={route}>
        <StarterFrame info={info} sourceUrl={sourceUrl} language={language} labels={labels} />
        <MaterialDemoTheme direction="ltr">
          <MaterialDemoVariables />
          <CssBaseline enableColorScheme />
          <div className={STARTER_FRAME_CLASS.content}>
            <Template />
          </div>
        </MaterialDemoTheme>
      </RouteDataProvider>
    );
  };
}
