import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A static server for a Gatsby build that a test can point at another build (a deploy), stop (the network
 * gone: connections refused) and start again on the same port. Folders serve their index.html, unknown paths
 * the build's 404.html with status 404, like `gatsby serve`; every response says `no-cache`, so what a page
 * gets offline can only come from the service worker. It records the paths asked for.
 */
export class StaticServer {
  root: string;
  readonly requests: string[] = [];
  private server: http.Server | null = null;
  private sockets = new Set<Socket>();

  constructor(root: string) {
    this.root = root;
  }

  private file(pathname: string): { file: string; status: number } | null {
    const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const full = path.join(this.root, safe);
    if (!full.startsWith(this.root)) return null;
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return { file: full, status: 200 };
    const index = path.join(full, 'index.html');
    if (pathname.endsWith('/') && fs.existsSync(index)) return { file: index, status: 200 };
    return null;
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    this.requests.push(pathname);
    const found = this.file(pathname) ?? { file: path.join(this.root, '404.html'), status: 404 };
    response.writeHead(found.status, {
      'content-type': TYPES[path.extname(found.file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    fs.createReadStream(found.file).pipe(response);
  }

  async start(port: number): Promise<void> {
    const server = http.createServer((request, response) => this.handle(request, response));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  get port(): number {
    return (this.server?.address() as AddressInfo).port;
  }

  /** Closes the port and every open connection: from now on the site is unreachable. */
  async stop(): Promise<void> {
    const { server } = this;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
