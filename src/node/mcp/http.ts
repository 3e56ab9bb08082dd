import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { IncomingHttpHeaders } from 'http';
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

/** A Node server's request (its method, URL path, headers and text body) as the web-standard `Request` the transport reads. */
export function toWebRequest(method: string, url: string, nodeHeaders: IncomingHttpHeaders, body: string | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
  if (hasBody) headers.set('content-length', String(Buffer.byteLength(body)));
  return new Request(`http://${nodeHeaders.host ?? 'localhost'}${url}`, { method, headers, body: hasBody ? body : undefined });
}

/** Which headers of the transport's answer a Node server passes on (it sets the length and encoding itself). */
export const isPassedOnHeader = (name: string): boolean => name !== 'content-length' && name !== 'transfer-encoding';
