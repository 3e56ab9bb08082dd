import path from 'path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import site from '../src/config/site.json';
import { installedVersion } from './support/site';
import { expect, test } from './support/test';

/**
 * The docs' MCP server through the SDK's own client, over stdio (`npm run mcp`'s script, on this build) and over
 * Streamable HTTP (the Gatsby Function /api/mcp of the server under test): the same four tools, the same answers.
 */
const ROOT = path.resolve(__dirname, '..');

interface ToolResult {
  content: Array<{ type: string; text?: string }>;
  isError?: boolean;
}
const textOf = (result: unknown) => (result as ToolResult).content.map((c) => c.text ?? '').join('');

const transports: Record<string, (baseURL: string) => Transport> = {
  stdio: () => new StdioClientTransport({ command: process.execPath, args: [path.join(ROOT, 'scripts', 'mcp', 'stdio.mjs')], cwd: ROOT, stderr: 'ignore' }),
  http: (baseURL) => new StreamableHTTPClientTransport(new URL('/api/mcp', baseURL)),
};

for (const [name, transport] of Object.entries(transports)) {
  test.describe(`over ${name}`, () => {
    let client: Client;
    test.beforeEach(async ({ baseURL }) => {
      client = new Client({ name: 'e2e', version: '1.0.0' });
      await client.connect(transport(baseURL!));
    });
    test.afterEach(async () => {
      await client.close();
    });

    test('lists its four tools, with their input schemas', async () => {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['get_component_api', 'get_page', 'list_products', 'search_docs']);
      const search = tools.find((t) => t.name === 'search_docs')!;
      expect(search.inputSchema.required).toEqual(['query']);
    });

    test("get_component_api('Button'): variant with its union type and default 'text', and the installed version", async () => {
      const result = await client.callTool({ name: 'get_component_api', arguments: { name: 'Button' } });
      expect((result as ToolResult).isError).toBeFalsy();
      const api = JSON.parse(textOf(result));
      expect(api).toMatchObject({ name: 'Button', package: '@mui/material', version: installedVersion('@mui/material') });
      expect(api.props.find((p: { name: string }) => p.name === 'variant')).toMatchObject({
        type: "'text' | 'outlined' | 'contained'",
        union: ["'text'", "'outlined'", "'contained'"],
        default: "'text'",
      });
      expect(api.classes.map((c: { className: string }) => c.className)).toContain('MuiButton-root');
      expect(api.slots).toEqual(expect.any(Array));
      const joy = JSON.parse(textOf(await client.callTool({ name: 'get_component_api', arguments: { name: 'Button', product: 'joy-ui' } })));
      expect(joy).toMatchObject({ package: '@mui/joy', version: installedVersion('@mui/joy') });
    });

    test('an unknown component, page or product is a clear error; a bad input is refused by its schema', async () => {
      const unknown = await client.callTool({ name: 'get_component_api', arguments: { name: 'Buton' } });
      expect((unknown as ToolResult).isError).toBe(true);
      expect(textOf(unknown)).toMatch(/^Unknown component or hook "Buton"\. Did you mean: Button/);
      const page = await client.callTool({ name: 'get_page', arguments: { url: '/material-ui/react-buton/' } });
      expect((page as ToolResult).isError).toBe(true);
      expect(textOf(page)).toContain(`Did you mean: ${site.siteUrl}/material-ui/react-button/`);
      const product = await client.callTool({ name: 'search_docs', arguments: { query: 'button', product: 'bootstrap' } });
      expect(textOf(product)).toMatch(/^Unknown product "bootstrap"\. Products: material-ui \(Material UI\)/);
      const invalid = await client.callTool({ name: 'search_docs', arguments: { query: '' } });
      expect((invalid as ToolResult).isError).toBe(true);
      expect(textOf(invalid)).toMatch(/query/);
    });

    test('search_docs: the site ranking (a component name finds its page first), within a product', async () => {
      const result = JSON.parse(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'Button', product: 'material-ui', limit: 5 } })));
      expect(result.results[0]).toMatchObject({
        title: 'Button',
        product: 'Material UI',
        url: `${site.siteUrl}/material-ui/react-button/`,
        markdown: `${site.siteUrl}/material-ui/react-button.md`,
      });
      expect(result.results.length).toBeLessThanOrEqual(5);
      expect(result.results.every((r: { product: string }) => r.product === 'Material UI')).toBe(true);
    });

    test('get_page: the Markdown twin, as the site serves it', async ({ request }) => {
      const result = await client.callTool({ name: 'get_page', arguments: { url: `${site.siteUrl}/material-ui/react-button/` } });
      const twin = await (await request.get('/material-ui/react-button.md')).text();
      expect(textOf(result)).toBe(twin);
    });

    test('list_products: every product with its llms.txt and documented version', async () => {
      const products = JSON.parse(textOf(await client.callTool({ name: 'list_products', arguments: {} })));
      expect(products[0]).toMatchObject({
        id: 'material-ui',
        name: 'Material UI',
        llms: `${site.siteUrl}/material-ui/llms.txt`,
        package: { name: '@mui/material', version: installedVersion('@mui/material') },
      });
      expect(products.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['joy-ui', 'x-data-grid', 'toolpad-core']));
    });
  });
}
