import { compareWithReference, type ReferenceEntry } from '../../test/sidebarReference';

/** The Joy UI sidebar of the original site (shared/reference/behaviour.md §2.3), every internal entry. */
const J = '/joy-ui';
const REFERENCE: ReferenceEntry[] = [
  `${J}/getting-started`,
  ...['installation', 'usage', 'tutorial', 'templates', 'roadmap', 'support'].map((p) => `${J}/getting-started/${p}`),
  ...['global-variants', 'color-inversion', 'automatic-adjustment', 'dark-mode-optimization'].map((p) => `${J}/main-features/${p}`),
  // components: inputs, data display, feedback, surfaces, navigation, layout, utils
  ...['autocomplete', 'button', 'button-group', 'checkbox', 'input', 'radio-button', 'select', 'slider', 'switch', 'textarea', 'text-field', 'toggle-button-group'].map(
    (p) => `${J}/react-${p}`,
  ),
  ...['aspect-ratio', 'avatar', 'badge', 'chip', 'divider', 'list', 'table', 'tooltip', 'typography'].map((p) => `${J}/react-${p}`),
  ...['alert', 'circular-progress', 'linear-progress', 'modal', 'skeleton', 'snackbar'].map((p) => `${J}/react-${p}`),
  ...['accordion', 'card', 'sheet'].map((p) => `${J}/react-${p}`),
  ...['breadcrumbs', 'drawer', 'link', 'menu', 'stepper', 'tabs'].map((p) => `${J}/react-${p}`),
  ...['box', 'grid', 'stack', 'css-baseline'].map((p) => `${J}/react-${p}`),
  `${J}/api`,
  ...[
    'approaches',
    'theme-colors',
    'theme-shadow',
    'theme-typography',
    'themed-components',
    'dark-mode',
    'using-css-variables',
    'creating-themed-components',
    'overriding-component-structure',
    'right-to-left',
    'default-theme-viewer',
    'theme-builder',
  ].map((p) => `${J}/customization/${p}`),
  ...['next-js-app-router', 'material-ui', 'icon-libraries'].map((p) => `${J}/integrations/${p}`),
  `${J}/migration/migrating-default-theme`,
];

/** Entries of the reference left out on purpose, each with its reason. */
const OMITTED: Record<string, string> = {};

test("every internal entry of the reference's Joy UI sidebar is in ours, or left out with a reason", () => {
  expect(compareWithReference('content/joy-ui/sidebar.json', REFERENCE, OMITTED)).toEqual({ missing: [], staleReasons: [], wrongChips: [] });
});

test('a missing entry and a stale reason are reported', () => {
  const result = compareWithReference('content/joy-ui/sidebar.json', [...REFERENCE, `${J}/react-carousel`], { [`${J}/react-button`]: 'no reason' });
  expect(result.missing).toEqual([`${J}/react-carousel`]);
  expect(result.staleReasons).toEqual([`${J}/react-button`]);
});
