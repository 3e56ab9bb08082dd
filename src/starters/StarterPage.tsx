import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { documentHead, PageHead } from '../components/PageHead';
import { StarterFrame } from './StarterFrame';
import { STARTER_FRAME_CLASS } from '../theme/classNames';
import type { StarterPageContext } from '../domain/page/context';
import type { Starter } from '../domain/starters';
import { resolveRouteData, standaloneRouteInput } from '../domain/page/routeData';
import { usePageAnalytics } from '../providers/AnalyticsProvider';
import { RouteDataProvider } from '../providers/RouteDataProvider';

/** The theme a product's starters render in (MaterialStarterTheme, JoyStarterTheme): its own module, so a page loads one. */
export type StarterTheme = React.ComponentType<{ children: React.ReactNode }>;

const starterRoute = ({ language, translations, pathname, title, description, card }: StarterPageContext) =>
  resolveRouteData(standaloneRouteInput({ language, translations, pathname, title: `${title} template`, description, card }));

/** The head of a starter's page (its page component's `Head` export). */
export const StarterHead = documentHead(({ pageContext }: HeadProps<object, StarterPageContext>) => <PageHead route={starterRoute(pageContext)} />);

/**
 * The page component of a starter (`src/templates/starter/<product>/<slug>.tsx` makes one per starter, so Gatsby loads
 * exactly that starter's code before it hydrates, and no other page carries a list of them). Full screen, outside
 * the docs shell: the frame bar (back, source, sandboxes, colour mode), then the starter in its product's theme.
 */
export function starterPage(Template: React.ComponentType, Theme: StarterTheme) {
  return function StarterPage({ pageContext }: PageProps<object, StarterPageContext>) {
    const { language, productId, productName, gallery, slug, entry, title, description, sourceUrl, labels } = pageContext;
    const route = React.useMemo(() => starterRoute(pageContext), [pageContext]);
    usePageAnalytics(route);
    const starter = React.useMemo<Starter>(
      () => ({ productId, productName, gallery, slug, component: entry, title, description }),
      [productId, productName, gallery, slug, entry, title, description],
    );
    return (
      <RouteDataProvider value={route}>
        <StarterFrame starter={starter} sourceUrl={sourceUrl} language={language} labels={labels} />
        <Theme>
          <div className={STARTER_FRAME_CLASS.content}>
            <Template />
          </div>
        </Theme>
      </RouteDataProvider>
    );
  };
}
