import { compareWithReference, type ReferenceEntry } from '../../test/sidebarReference';

/** The Base UI sidebar of the original site (shared/reference/behaviour.md §2.3), with its chips. */
const B = '/base-ui';
const planned = (slug: string): ReferenceEntry => ({ pathname: `${B}/react-${slug}`, chips: ['planned'] });
const preview = (slug: string): ReferenceEntry => ({ pathname: `${B}/react-${slug}`, chips: ['unstable'] });
const plain = (slug: string): ReferenceEntry => ({ pathname: `${B}/react-${slug}`, chips: [] });
const REFERENCE: ReferenceEntry[] = [
  `${B}/getting-started`,
  ...['quickstart', 'usage', 'customization', 'accessibility', 'roadmap', 'support'].map((p) => `${B}/getting-started/${p}`),
  `${B}/all-components`,
  // inputs
  plain('autocomplete'),
  plain('button'),
  planned('checkbox'),
  plain('input'),
  preview('number-input'),
  planned('radio-group'),
  planned('rating'),
  plain('select'),
  plain('slider'),
  plain('switch'),
  planned('toggle-button-group'),
  // data display, feedback, surfaces, navigation
  plain('badge'),
  planned('tooltip'),
  plain('snackbar'),
  planned('accordion'),
  planned('drawer'),
  plain('menu'),
  planned('pagination'),
  plain('table-pagination'),
  plain('tabs'),
  // utils
  ...['click-away-listener', 'focus-trap', 'form-control', 'modal', 'no-ssr', 'popper'].map(plain),
  preview('popup'),
  ...['portal', 'textarea-autosize', 'transitions'].map(plain),
  `${B}/api`,
  ...['working-with-tailwind-css', 'overriding-component-structure', 'next-js-app-router'].map((p) => `${B}/guides/${p}`),
];

/** Entries of the reference left out on purpose, each with its reason. */
const OMITTED: Record<string, string> = {};

test("every internal entry of the reference's Base UI sidebar is in ours with its chips, or left out with a reason", () => {
  expect(compareWithReference('content/base-ui/sidebar.json', REFERENCE, OMITTED)).toEqual({ missing: [], staleReasons: [], wrongChips: [] });
});

test('a chip that differs from the reference is reported', () => {
  const result = compareWithReference('content/base-ui/sidebar.json', [{ pathname: `${B}/react-select`, chips: ['unstable'] }], {});
  expect(result.wrongChips).toEqual([`${B}/react-select: none → unstable`]);
});
