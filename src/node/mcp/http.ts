import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { DocsSite } from './site';
import { createDocsMcpServer } from './server';

/**
 * The MCP server over Streamable HTTP, as a function of web-standard `Request` → `Response`, so any server mounts it:
 * the production server (src/server/app.ts) and the Gatsby Function of `gatsby develop` (src/api/mcp.ts). Stateless: each request gets its
 * own server and transport (the tools keep nothing between calls), answered as JSON rather than an event stream.
 */
export async function handleMcpRequest(request: Request, site: DocsSite): Promise<Response> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = createDocsMcpServer(site);
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    // The JSON answer is complete once handleRequest returns.
    void server.close();
  }
}
