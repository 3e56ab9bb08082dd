import http from 'http';

/** One HTTP request on a real socket, its body neither decompressed nor decoded (tests read the bytes sent). */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = { error: string }>(): T;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The local address to send from (any 127.x.y.z address on Linux): another client for the rate limit. */
  localAddress?: string;
  timeoutMs?: number;
}

export function request(origin: string, path: string, { method = 'GET', headers = {}, body, localAddress, timeoutMs = 30_000 }: RawRequest = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    // The path as given, not resolved as a URL: `//evil.example/` stays a path on this server.
    const req = http.request({ hostname, port, path, method, headers, localAddress, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes, text, json: () => JSON.parse(text) });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
