import * as React from 'react';

/**
 * The shell's parts loaded on first use (the settings drawer, the search dialog, the small screens' navigation), each
 * from one import site (one chunk each): the app's shell draws them from here, and so do the islands of a page read
 * without the app (src/gatsby/reader/islands.tsx).
 */
interface Part<M> {
  load: () => Promise<M>;
  /** The module, once it has arrived (null before). */
  loaded: () => M | null;
}

export function definePart<M>(importModule: () => Promise<M>): Part<M> {
  let module: M | null = null;
  return {
    load: () => importModule().then((arrived) => (module = arrived)),
    loaded: () => module,
  };
}

export const settingsDrawerPart = definePart(() => import('./settings/SettingsDrawer'));
export const searchDialogPart = definePart(() => import('./search/SearchDialog'));
export const mobileNavPart = definePart(() => import('./nav/MobileNav'));
/** The page feedback widget: the app draws it with the page; the islands load it for a page read without the app. */
export const pageFeedbackPart = definePart(() => import('./feedback/PageFeedback'));
/** The page's actions ("Copy page", "View as Markdown"), likewise. */
export const pageActionsPart = definePart(() => import('./PageActions'));

/**
 * A part's component: drawn at once when its module has already arrived (fetched ahead by the islands, or opened before),
 * else through React.lazy (its Suspense boundary draws nothing meanwhile). Chosen once per mount, so a part that
 * arrives while drawn is not drawn again from scratch.
 */
export function partComponent<M, P extends object>(source: Part<M>, pick: (module: M) => React.ComponentType<P>): React.ComponentType<P> {
  const Lazy = React.lazy(() => source.load().then((module) => ({ default: pick(module) })));
  function PartComponent(props: P) {
    const [Component] = React.useState<React.ComponentType<P>>(() => {
      const module = source.loaded();
      return module ? pick(module) : (Lazy as unknown as React.ComponentType<P>);
    });
    return <Component {...props} />;
  }
  return PartComponent;
}
