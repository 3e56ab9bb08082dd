import { createTranslate } from '../../domain/i18n';
import type { ApiItem } from '../../domain/reference/types';
import { apiLinksSection } from './apiLinks';

const t = createTranslate('en');
const item = (name: string, kind: 'component' | 'hook') => ({ name, kind, pathname: `/base-ui/api/${name.toLowerCase()}` }) as ApiItem;
const ids = (nodes: unknown) => [...JSON.stringify(nodes).matchAll(/"id":"([^"]+)"/g)].map((m) => m[1]);

test('no items, no section', () => {
  expect(apiLinksSection([], t)).toBeNull();
});

test('components only: one list under "API"', () => {
  const section = apiLinksSection([item('Button', 'component')], t)!;
  expect(ids(section.nodes)).toEqual(['api']);
  expect(JSON.stringify(section.nodes)).toContain('<Button />');
  expect(section.toc).toEqual({ text: 'API', hash: 'api', level: 2, children: [] });
});

test('with hooks: "Components API" and "Hooks API" subsections with their fixed anchors, in the table of contents', () => {
  const section = apiLinksSection([item('Select', 'component'), item('useSelect', 'hook'), item('Option', 'component')], t)!;
  expect(ids(section.nodes)).toEqual(['api', 'components-api', 'hooks-api']);
  expect(section.toc.children.map((c) => [c.hash, c.text])).toEqual([
    ['components-api', 'Components API'],
    ['hooks-api', 'Hooks API'],
  ]);
  const json = JSON.stringify(section.nodes);
  expect(json.indexOf('<Option />')).toBeLessThan(json.indexOf('useSelect'));
});

test('hooks only: the hooks subsection alone', () => {
  expect(ids(apiLinksSection([item('useAutocomplete', 'hook')], t)!.nodes)).toEqual(['api', 'hooks-api']);
});
