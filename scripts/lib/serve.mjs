import { spawn } from 'node:child_process';
import path from 'node:path';

const SERVE = path.join(import.meta.dirname, '..', 'serve.mjs');

/**
 * Serves public/ with the site's server (scripts/serve.mjs) on 127.0.0.1 while `fn(origin)` runs, and always stops
 * it. `port` 0 (or none) takes a free port; a busy port fails at once. Bounded: a server that has not printed its
 * address within `timeoutMs` is killed and the call fails with its output. Feedback is off (FEEDBACK_DISABLED=1):
 * the tools that call this measure pages, and must not open (or wait for) the feedback database.
 */
export async function withServer(port, fn, { timeoutMs = 120_000, env = {} } = {}) {
  const server = spawn(process.execPath, [SERVE], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port ?? 0), FEEDBACK_DISABLED: '1', ...env },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const origin = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the site server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const onData = () => {
        const match = /^Serving \S+ on (http:\/\/\S+?)\/?$/m.exec(output);
        if (!match) return;
        clearTimeout(timer);
        resolve(match[1]);
      };
      server.stdout.on('data', onData);
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the site server exited (${code}) before it served:\n${output}`));
      });
    });
    return await fn(origin);
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  }
}
