import * as React from 'react';

type TemplateModule = { default: React.ComponentType };

/**
 * The sample templates' entry modules, one lazy chunk each, so a template page loads only its own template (the
 * dashboard's charts and data grid stay on the dashboard). Keys are the slugs of
 * content/material-ui/templates/templates.json (a unit test checks both lists agree).
 */
export const TEMPLATE_LOADERS: Record<string, () => Promise<TemplateModule>> = {
  dashboard: () => import('../../content/material-ui/templates/dashboard/Dashboard'),
  'marketing-page': () => import('../../content/material-ui/templates/marketing-page/MarketingPage'),
  checkout: () => import('../../content/material-ui/templates/checkout/Checkout'),
  'sign-in': () => import('../../content/material-ui/templates/sign-in/SignIn'),
  'sign-in-side': () => import('../../content/material-ui/templates/sign-in-side/SignInSide'),
  'sign-up': () => import('../../content/material-ui/templates/sign-up/SignUp'),
  blog: () => import('../../content/material-ui/templates/blog/Blog'),
  pricing: () => import('../../content/material-ui/templates/pricing/Pricing'),
  'sticky-footer': () => import('../../content/material-ui/templates/sticky-footer/StickyFooter'),
};

const loaded = new Map<string, React.ComponentType>();
const loading = new Map<string, Promise<void>>();

/** Loads a template's chunk once; afterwards `TemplateSlot` renders it at once. */
export function preloadTemplate(slug: string): Promise<void> {
  let promise = loading.get(slug);
  if (!promise) {
    const load = TEMPLATE_LOADERS[slug];
    promise = load ? load().then((module) => void loaded.set(slug, module.default)) : Promise.resolve();
    loading.set(slug, promise);
  }
  return promise;
}

/**
 * The template of `slug`. The server waits for its chunk (the page streams once everything is ready); in the browser
 * the chunk is loaded before hydration (gatsby-browser's onClientEntry), so the page hydrates in one pass: a lazy
 * boundary still waiting would be re-rendered on the client by the first context update (the colour scheme's)
 * instead of adopting the server's HTML. After a client-side navigation it suspends until the chunk arrives.
 */
export function TemplateSlot({ slug }: { slug: string }) {
  const Template = loaded.get(slug);
  if (Template) return <Template />;
  if (!TEMPLATE_LOADERS[slug]) return null;
  throw preloadTemplate(slug);
}
