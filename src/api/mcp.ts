import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { handleMcpRequest } from '../node/mcp/http';
import { openDocsSite, type DocsSite } from '../node/mcp/site';

/**
 * /api/mcp, a Gatsby Function for `gatsby develop` (the production server, src/server/, mounts the same core once): the
 * docs' MCP server over Streamable HTTP (src/node/mcp/), answering from the built site in this folder. This adapter turns Gatsby's request into a
 * web-standard Request and writes the Response back; the core (`handleMcpRequest`) mounts the same way in any server.
 *
 * Gatsby's function middleware loads this module afresh for every request, so the site (its search index and reference,
 * read on first use) lives on globalThis: read once per process.
 */
const KEY = Symbol.for('mui-docs.mcp');
const shared = globalThis as unknown as Record<symbol, DocsSite | undefined>;
const site: DocsSite = (shared[KEY] ??= openDocsSite({ root: process.cwd() }));

function toRequest(req: GatsbyFunctionRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Gatsby has parsed a JSON body already; the transport reads it again from the request.
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'DELETE';
  const body = hasBody ? (typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? null)) : undefined;
  if (body !== undefined) headers.set('content-length', String(Buffer.byteLength(body)));
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/api/mcp'}`, { method: req.method, headers, body });
}

export default async function mcp(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const response = await handleMcpRequest(toRequest(req), site);
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding') res.setHeader(name, value);
  });
  res.send(await response.text());
}
