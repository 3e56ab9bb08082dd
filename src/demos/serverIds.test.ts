import { prefixServerOnlyIds } from './serverIds';

test.each([
  ['a tree item of a tree whose id is set in the browser', '<li role="treeitem" id="-grid">', '<li role="treeitem" id="Tree-grid">'],
  ['references to it', '<ul aria-activedescendant="-grid"><label for="-pickers">', '<ul aria-activedescendant="Tree-grid"><label for="Tree-pickers">'],
  ['a list of references', '<div aria-labelledby="-a -b">', '<div aria-labelledby="Tree-a Tree-b">'],
  ['ids React prefixed already, and other attributes', '<div id="Tree-:R1:" data-x="-1" class="-a">', '<div id="Tree-:R1:" data-x="-1" class="-a">'],
])('%s', (_, html, expected) => {
  expect(prefixServerOnlyIds(html, 'Tree')).toBe(expected);
});
