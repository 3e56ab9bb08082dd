/**
 * Ids a component builds from an id it only knows in the browser (MUI X's tree views: `${treeId}-${itemId}`, the tree's
 * id set in an effect) come out of the server as `-itemId`: two such demos on a page would share them. They get the
 * demo's island id in front, like React's own ids, references to them (`for`, `aria-*`) included.
 */
export const prefixServerOnlyIds = (html: string, islandId: string): string =>
  html.replace(/ (id|for|aria-[a-z]+)="-([^"]*)"/g, (_, name: string, rest: string) => ` ${name}="${islandId}-${rest.replace(/(^| )-/g, `$1${islandId}-`)}"`);
