import { headingIds } from './apiField';

test('headingIds: the ids the compiler gives h2 and h3 headings, outside code fences, de-duplicated', () => {
  const source = [
    '---',
    'title: T',
    'description: D',
    '---',
    '## Basic button',
    'Text ## not a heading',
    '```md',
    '## Inside a fence',
    '```',
    '### The `sx` prop',
    '## [Linked](/x/) heading',
    '## Basic button',
    '#### Too deep',
  ].join('\n');
  expect(headingIds(source)).toEqual(['basic-button', 'the-sx-prop', 'linked-heading', 'basic-button-2']);
});
