// `npm run --silent mcp`: the docs' MCP server over stdio, answering from the site built in this folder (public/, the
// extracted API reference in .cache/docs-api/, content/). Offline: nothing is fetched. Its core is src/node/mcp/; the
// same tools are served over HTTP at /api/mcp. stdout carries the protocol only: messages go to stderr.
import { createRequire } from 'module';
import path from 'path';
import { fileURLToPath } from 'url';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
const require = createRequire(import.meta.url);
require('sucrase/register');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { openDocsSite } = require('../../src/node/mcp/site.ts');
const { createDocsMcpServer } = require('../../src/node/mcp/server.ts');

const server = createDocsMcpServer(openDocsSite({ root }));
await server.connect(new StdioServerTransport());
console.error(`mui-docs MCP server on stdio, answering from ${path.join(root, 'public')}`);
