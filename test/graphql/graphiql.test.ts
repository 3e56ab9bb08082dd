import { spawn, type ChildProcess } from 'child_process';
import { readFileSync } from 'fs';
import path from 'path';
import { CONTENT_QUERY, type ContentQueryResult } from '../../src/node/pages/contentQuery';
import { prepareSiteCopy } from './siteCopy';

/**
 * Starts the dev server an editor uses and asks /___graphql what GraphiQL would:
 * products, and a product's sidebar pages.
 */
const PORT = 8123;
const ENDPOINT = `http://127.0.0.1:${PORT}/___graphql`;
let server: ChildProcess;
let output = '';

async function query<T>(source: string): Promise<T> {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: source }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

beforeAll(async () => {
  const site = prepareSiteCopy(path.resolve(__dirname, '..', '..'));
  server = spawn('npx', ['gatsby', 'develop', '--host', '127.0.0.1', '--port', String(PORT)], {
    cwd: site,
    // Jest sets NODE_ENV=test, which the dev server's babel setup rejects.
    env: { ...process.env, NODE_ENV: 'development', GATSBY_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      const response = await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`gatsby develop did not start:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
});

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('GraphiQL lists every product with its versions, the current one read from the installed package', async () => {
  const data = await query<{ allProduct: { nodes: Array<{ productId: string; name: string; versions: Array<{ text: string; current: boolean }> }> } }>(
    `{ allProduct(sort: { order: ASC }) { nodes { productId name versions { text current } } } }`,
  );
  const ids = data.allProduct.nodes.map((p) => p.productId);
  expect(ids).toEqual(
    expect.arrayContaining([
      'material-ui',
      'joy-ui',
      'base-ui',
      'system',
      'x-data-grid',
      'x-date-pickers',
      'x-charts',
      'x-tree-view',
      'toolpad-core',
      'docs-infra',
      'docs',
    ]),
  );
  const material = data.allProduct.nodes.find((p) => p.productId === 'material-ui')!;
  const installed = JSON.parse(readFileSync('node_modules/@mui/material/package.json', 'utf8')).version;
  expect(material.versions.find((v) => v.current)?.text).toBe(`v${installed}`);
});

test("a product's sidebar pages are queryable in order with their computed titles", async () => {
  const data = await query<{ allSidebarEntry: { nodes: Array<{ key: string; parentKey: string | null; pathname: string; displayTitle: string }> } }>(
    `{ allSidebarEntry(filter: { productId: { eq: "material-ui" } }, sort: { order: ASC }) { nodes { key parentKey pathname displayTitle } } }`,
  );
  const nodes = data.allSidebarEntry.nodes;
  expect(nodes[0]).toEqual({ key: '0', parentKey: null, pathname: '/material-ui/getting-started-group', displayTitle: 'Getting started' });
  expect(nodes).toContainEqual(expect.objectContaining({ pathname: '/material-ui/getting-started', displayTitle: 'Overview', parentKey: '0' }));
});

test('MDX pages expose their pathname, product and compiled table of contents', async () => {
  const data = await query<{ mdx: { fields: { pathname: string; productId: string }; frontmatter: { title: string }; doc: { toc: unknown[] } } }>(
    `{ mdx(fields: { pathname: { eq: "/material-ui/getting-started/installation" } }) { fields { pathname productId } frontmatter { title } doc } }`,
  );
  expect(data.mdx.fields).toEqual({ pathname: '/material-ui/getting-started/installation', productId: 'material-ui' });
  expect(data.mdx.frontmatter.title).toBeTruthy();
  expect(data.mdx.doc.toc.length).toBeGreaterThan(0);
});

test('the API reference is queryable: a component with its extracted props, its page in a language, the hooks of a product', async () => {
  const data = await query<{
    apiPage: { name: string; kind: string; packageName: string; item: { props: Array<{ name: string; default: string | null }> }; doc: { toc: Array<{ hash: string }> } };
    allApiPage: { totalCount: number };
  }>(
    `{
      apiPage(pathname: { eq: "/material-ui/api/button" }) { name kind packageName item doc(language: "zh") }
      allApiPage(filter: { productId: { eq: "base-ui" }, kind: { eq: "hook" } }) { totalCount }
    }`,
  );
  expect(data.apiPage).toMatchObject({ name: 'Button', kind: 'component', packageName: '@mui/material' });
  expect(data.apiPage.item.props.find((p) => p.name === 'variant')?.default).toBe("'text'");
  expect(data.apiPage.doc.toc.map((t) => t.hash)).toEqual(expect.arrayContaining(['import', 'props', 'classes']));
  expect(data.allApiPage.totalCount).toBeGreaterThan(10);
});

test("createPages' content query runs against the schema and returns the fields its result type declares", async () => {
  const data = await query<ContentQueryResult>(CONTENT_QUERY);
  const keys = (node: object | undefined) => Object.keys(node ?? {}).sort();
  expect(keys(data.allMdx.nodes[0])).toEqual(['body', 'fields', 'frontmatter', 'id', 'internal']);
  expect(keys(data.allMdx.nodes[0]?.frontmatter)).toEqual(['title']);
  expect(keys(data.allMdx.nodes[0]?.fields)).toEqual(['language', 'pathname', 'productId']);
  expect(keys(data.allProduct.nodes[0])).toEqual(['landing', 'logo', 'name', 'productId', 'sourceFile']);
  expect(keys(data.allApiPage.nodes[0])).toEqual(['id', 'packageName', 'pathname', 'productId', 'title']);
  expect(data.allSidebarEntry.nodes.length).toBeGreaterThan(100);
  expect(data.allSidebarEntry.nodes[0]).toEqual(expect.objectContaining({ productId: expect.any(String), key: expect.any(String), sourceFile: expect.any(String) }));
});
