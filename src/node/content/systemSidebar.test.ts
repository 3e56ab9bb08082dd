import { compareWithReference, type ReferenceEntry } from '../../test/sidebarReference';

/** The MUI System sidebar of the original site (shared/reference/behaviour.md §2.3), every internal entry. */
const S = '/system';
const REFERENCE: ReferenceEntry[] = [
  `${S}/getting-started-group`,
  `${S}/getting-started`,
  ...['installation', 'usage', 'the-sx-prop', 'custom-components', 'support'].map((p) => `${S}/getting-started/${p}`),
  // the group's pathname is outside /system in the reference too; it is a group, so it needs no page
  '/style-utilities',
  ...[
    'properties',
    'borders',
    'display',
    'flexbox',
    'grid',
    'palette',
    'positions',
    'shadows',
    'sizing',
    'spacing',
    'screen-readers',
    'typography',
    'styled',
  ].map((p) => `${S}/${p}`),
  `${S}/react-`,
  ...['box', 'container', 'grid', 'stack'].map((p) => `${S}/react-${p}`),
  `${S}/migration`,
  `${S}/migration/migrating-to-v6`,
  `${S}/api`,
  `${S}/experimental-api`,
  ...['configure-the-sx-prop', 'css-theme-variables'].map((p) => `${S}/experimental-api/${p}`),
  { pathname: `${S}/styles`, chips: ['legacy'] },
  ...['basics', 'advanced', 'api'].map((p) => ({ pathname: `${S}/styles/${p}`, chips: [] })),
];

/** Entries of the reference left out on purpose, each with its reason. */
const OMITTED: Record<string, string> = {};

test("every internal entry of the reference's MUI System sidebar is in ours, or left out with a reason", () => {
  expect(compareWithReference('content/system/sidebar.json', REFERENCE, OMITTED)).toEqual({ missing: [], staleReasons: [], wrongChips: [] });
});

test('a missing entry, a stale reason and a wrong chip are reported', () => {
  const result = compareWithReference(
    'content/system/sidebar.json',
    [...REFERENCE, `${S}/react-masonry`, { pathname: `${S}/styles/basics`, chips: ['deprecated'] }],
    { [`${S}/react-box`]: 'no reason' },
  );
  expect(result.missing).toEqual([`${S}/react-masonry`]);
  expect(result.staleReasons).toEqual([`${S}/react-box`]);
  expect(result.wrongChips).toEqual([`${S}/styles/basics: none → deprecated`]);
});
