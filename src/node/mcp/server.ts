import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { LANGUAGES } from '../../domain/languages';
import { SiteNotBuiltError, type DocsSite } from './site';
import { getComponentApi, getPage, listProducts, MAX_RESULTS, searchDocs, type ToolAnswer } from './tools';

/**
 * The docs' MCP server: four tools over the built site (tools.ts), offline and answering for exactly the package versions
 * the site was built with. One server per connection; the transports are in the callers (`npm run mcp`: stdio,
 * scripts/mcp/stdio.mjs; `/api/mcp`: Streamable HTTP, http.ts). Inputs are checked by their zod schemas before a tool runs.
 */
export const MCP_SERVER_INFO = { name: 'mui-docs', version: '1.0.0' } as const;

function answer(run: () => ToolAnswer) {
  let result: ToolAnswer;
  try {
    result = run();
  } catch (error) {
    if (!(error instanceof SiteNotBuiltError)) throw error;
    result = { text: error.message, isError: true };
  }
  return { content: [{ type: 'text' as const, text: result.text }], ...(result.isError ? { isError: true } : {}) };
}

export function createDocsMcpServer(site: DocsSite): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    instructions: `The documentation of MUI's React libraries (Material UI, Joy UI, Base UI, MUI System, MUI X, Toolpad Core) as built on ${site.siteUrl}. Search with search_docs, read a page with get_page, get a component's props with get_component_api.`,
  });
  const product = z.string().max(60).optional().describe('A product id or name (list_products), e.g. "material-ui" or "Joy UI"');
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Searches every page with the site's own index and ranking: component and hook names, props, CSS classes, headings and text. Returns pages with their URL, Markdown URL and best sections.",
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('What to look for, e.g. "Button variant" or "dark mode"'),
        product,
        language: z.enum(LANGUAGES).optional().describe("The pages' language (default en)"),
        limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`How many pages (default 10, at most ${MAX_RESULTS})`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => searchDocs(site, args)),
  );
  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'A page as Markdown (its twin): title, description, text, code with its language, demos as TypeScript source, API tables. Long pages continue from `offset`.',
      inputSchema: {
        url: z.string().trim().min(1).max(500).describe('The page URL, absolute or a path: "/material-ui/react-button/"'),
        offset: z.number().int().min(0).optional().describe('Where to continue a long page (the previous answer says)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => getPage(site, args)),
  );
  server.registerTool(
    'get_component_api',
    {
      title: 'Component API',
      description:
        "A component's or hook's API as extracted from the installed package's type declarations: props with types, defaults and descriptions, CSS classes, slots, imports, and the package version the docs were built with.",
      inputSchema: {
        name: z.string().trim().min(1).max(100).describe('The component or hook, e.g. "Button", "DataGrid", "useAutocomplete"'),
        product,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => getComponentApi(site, args)),
  );
  server.registerTool(
    'list_products',
    {
      title: 'List products',
      description: 'Every product documented here, with its id (for the product arguments), URL, llms.txt and documented package version.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () => answer(() => listProducts(site)),
  );
  return server;
}
