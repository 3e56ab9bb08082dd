import { spawn } from 'node:child_process';

/** Serves public/ with `gatsby serve` on 127.0.0.1:port while fn runs; always stops it. */
export async function withServer(port, fn) {
  const server = spawn('npx', ['gatsby', 'serve', '--host', '127.0.0.1', '--port', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${origin}/`)).ok) break;
      } catch {
        if (i > 120) throw new Error(`gatsby serve did not answer on ${origin}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    return await fn(origin);
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
