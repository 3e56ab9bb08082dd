import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { handleMcpRequest, isPassedOnHeader, toWebRequest } from '../node/mcp/http';
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

export default async function mcp(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  // Gatsby has parsed a JSON body already; the transport reads it again from the request.
  const body = typeof req.body === 'string' ? req.body : req.body === undefined ? undefined : JSON.stringify(req.body);
  const response = await handleMcpRequest(toWebRequest(req.method ?? 'GET', req.url ?? '/api/mcp', req.headers, body), site);
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (isPassedOnHeader(name)) res.setHeader(name, value);
  });
  res.send(await response.text());
}
