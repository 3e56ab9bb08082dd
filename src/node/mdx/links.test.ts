/**
 * @jest-environment node
 */
// V8 caches identical `new Function` sources across test files, and the cached import() would
// belong to another file's torn-down environment: a source unique to this file avoids that.
jest.mock('./esm', () => ({ importEsm: new Function('specifier', 'return import(specifier) /* links.test */') }));
import { compileDoc } from './compileDoc';

const loc = { file: 'content/p/docs/page.mdx', lineOffset: 4 };

test.each([
  ['[Usage](/material-ui/getting-started/usage/)', '/material-ui/getting-started/usage/'],
  ['[Usage](/material-ui/getting-started/usage/#install)', '/material-ui/getting-started/usage/#install'],
  ['[Section](#props)', '#props'],
  ['[MUI](https://mui.com/)', 'https://mui.com/'],
  ['[GitHub](https://github.com/mui/material-ui)', 'https://github.com/mui/material-ui'],
  ['See https://example.com/a/ here', 'https://example.com/a/'],
  ['[Mail](mailto:hello@mui.com)', 'mailto:hello@mui.com'],
  ['[Search](/search/?q=a//b)', '/search/?q=a//b'],
])('a valid link is kept: %s', async (markdown, href) => {
  const { tree } = await compileDoc(`${markdown}\n`, loc);
  expect(JSON.stringify(tree)).toContain(`"href":${JSON.stringify(href)}`);
});

test.each([
  [
    '[Foo](material-ui/foo)\n',
    'content/p/docs/page.mdx:5: Link "material-ui/foo" has no leading slash, so it depends on the page\'s own URL. Fix: write the path from the site root: "/material-ui/foo".',
  ],
  [
    'Text\n\n[Foo](./foo/)\n',
    'content/p/docs/page.mdx:7: Link "./foo/" has no leading slash, so it depends on the page\'s own URL. Fix: write the path from the site root: "/foo/".',
  ],
  ['[Foo](../bar/)\n', 'Fix: write the path from the site root: "/bar/".'],
  ['[Foo][f]\n\n[f]: material-ui/foo\n', 'content/p/docs/page.mdx:7: Link "material-ui/foo" has no leading slash'],
  [
    '[Foo](/material-ui/foo//)\n',
    'content/p/docs/page.mdx:5: Link "/material-ui/foo//" has duplicated trailing slashes. Fix: end it with a single slash: "/material-ui/foo/".',
  ],
  ['[Foo](/foo///#api)\n', 'Link "/foo///#api" has duplicated trailing slashes. Fix: end it with a single slash: "/foo/#api".'],
  ['[MUI](https://mui.com/x//)\n', 'Link "https://mui.com/x//" has duplicated trailing slashes.'],
])('a bad link fails the build with file:line and the fix: %j', async (body, message) => {
  await expect(compileDoc(body, loc)).rejects.toThrow(message);
});
