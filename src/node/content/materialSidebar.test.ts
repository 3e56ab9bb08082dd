import fs from 'fs';
import path from 'path';

/**
 * The Material UI sidebar of the original site (pages.ts of v7, with the v6
 * variant the issue asks for), transcribed: every internal entry. The project's sidebar must have each one, or a
 * reason below for leaving it out.
 */
const M = '/material-ui';
const REFERENCE: string[] = [
  `${M}/getting-started`,
  ...['installation', 'usage', 'example-projects', 'templates', 'learn', 'design-resources', 'faq', 'supported-components', 'supported-platforms', 'support'].map(
    (p) => `${M}/getting-started/${p}`,
  ),
  `${M}/all-components`,
  // inputs
  ...['autocomplete', 'button', 'button-group', 'checkbox', 'floating-action-button', 'radio-button', 'rating', 'select', 'slider', 'switch', 'text-field', 'transfer-list', 'toggle-button'].map(
    (p) => `${M}/react-${p}`,
  ),
  // data display
  ...['avatar', 'badge', 'chip', 'divider'].map((p) => `${M}/react-${p}`),
  `${M}/icons`,
  `${M}/material-icons`,
  ...['list', 'table', 'tooltip', 'typography'].map((p) => `${M}/react-${p}`),
  // feedback, surfaces, navigation
  ...['alert', 'backdrop', 'dialog', 'progress', 'skeleton', 'snackbar', 'accordion', 'app-bar', 'card', 'paper'].map((p) => `${M}/react-${p}`),
  ...['bottom-navigation', 'breadcrumbs', 'drawer', 'link', 'menu', 'pagination', 'speed-dial', 'stepper', 'tabs'].map((p) => `${M}/react-${p}`),
  // layout (v7), then the v6 variant's own entries
  ...['box', 'container', 'grid', 'grid-legacy', 'stack', 'image-list'].map((p) => `${M}/react-${p}`),
  `${M}/react-grid2`,
  `${M}/react-hidden`,
  // utils
  ...['click-away-listener', 'css-baseline', 'init-color-scheme-script', 'modal', 'no-ssr', 'popover', 'popper', 'portal', 'textarea-autosize'].map((p) => `${M}/react-${p}`),
  `${M}/transitions`,
  `${M}/react-use-media-query`,
  // MUI X, Toolpad Core, lab
  '/x/react-data-grid',
  '/x/react-date-pickers',
  '/x/react-charts',
  '/x/react-tree-view',
  '/toolpad/core/react-dashboard-layout',
  '/toolpad/core/react-sign-in-page',
  `${M}/about-the-lab`,
  `${M}/react-masonry`,
  `${M}/react-timeline`,
  `${M}/api`,
  ...[
    'how-to-customize',
    'overriding-component-structure',
    'dark-mode',
    'color',
    'right-to-left',
    'shadow-dom',
    'default-theme',
    'theming',
    'creating-themed-components',
    'theme-components',
    'palette',
    'typography',
    'spacing',
    'breakpoints',
    'container-queries',
    'density',
    'z-index',
    'transitions',
    'css-theme-variables/overview',
    'css-theme-variables/usage',
    'css-theme-variables/configuration',
    'css-layers',
  ].map((p) => `${M}/customization/${p}`),
  ...[
    'minimizing-bundle-size',
    'server-rendering',
    'responsive-ui',
    'testing',
    'localization',
    'api',
    'typescript',
    'composition',
    'content-security-policy',
    'configuring-bundlers-for-css-imports',
  ].map((p) => `${M}/guides/${p}`),
  ...['tailwindcss/tailwindcss-v4', 'nextjs', 'routing', 'styled-components', 'interoperability', 'theme-scoping'].map((p) => `${M}/integrations/${p}`),
  `${M}/experimental-api/classname-generator`,
  `${M}/experimental-api/pigment-css`,
  ...[
    'upgrade-to-grid-v2',
    'migration-grid-v2',
    'pickers-migration',
    'upgrade-to-v7',
    'upgrade-to-v6',
    'migrating-from-deprecated-apis',
    'migrating-to-pigment-css',
    'migration-v4',
    'v5-style-changes',
    'v5-component-changes',
    'migrating-from-jss',
    'troubleshooting',
    'migration-v3',
    'migration-v0x',
  ].map((p) => `${M}/migration/${p}`),
  ...['showcase', 'related-projects', 'roadmap', 'backers', 'vision', 'changelog'].map((p) => `${M}/discover-more/${p}`),
  `${M}/design-resources/material-ui-for-figma`,
  `${M}/design-resources/material-ui-sync`,
];

/** Entries of the reference left out on purpose, each with its reason. */
const OMITTED: Record<string, string> = {
  [`${M}/react-grid-legacy`]: 'the v7 name of the deprecated Grid; this site documents 6.1.2, where it is /material-ui/react-grid/ (the v6 sidebar)',
  [`${M}/migration/upgrade-to-grid-v2`]: 'v7 page; the v6 sidebar has /material-ui/migration/migration-grid-v2/ "Migrating to Grid v2" instead',
  [`${M}/migration/upgrade-to-v7`]: 'there is no v7 to upgrade to from the 6.1.2 this site documents',
};

type Entry = { pathname: string; subheader?: string; children?: Entry[] };
const walk = (entries: Entry[]): string[] => entries.flatMap((e) => [...(e.subheader ? [] : [e.pathname]), ...walk(e.children ?? [])]);

test("every internal entry of the reference's Material UI sidebar is in ours, or left out with a reason", () => {
  const ours = new Set(walk(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content/material-ui/sidebar.json'), 'utf8')) as Entry[]));
  const missing = REFERENCE.filter((p) => !ours.has(p));
  expect(missing.filter((p) => !OMITTED[p])).toEqual([]);
  // A reason for an entry that is there after all is stale.
  expect(Object.keys(OMITTED).filter((p) => ours.has(p))).toEqual([]);
  expect(missing.sort()).toEqual(Object.keys(OMITTED).sort());
});
