import { spawn, type ChildProcess } from 'child_process';
import path from 'path';

/**
 * The site's server (scripts/serve.mjs) as its own process, the way `npm run serve` runs it: on a free loopback port
 * (PORT=0, the address read from its "Serving … on …" line), bounded in time at start and at stop.
 */
export interface SiteServer {
  origin: string;
  pid: number;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, then its exit code (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
  /** SIGKILL: the process dies mid-request, as in a crash. */
  kill(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');
export const SERVE_SCRIPT = path.join(ROOT, 'scripts', 'serve.mjs');

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export function startSiteServer(env: Record<string, string>, { timeoutMs = 120_000 } = {}): Promise<SiteServer> {
  const child = spawn(process.execPath, [SERVE_SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: Omit<SiteServer, 'origin'> = {
    pid: child.pid!,
    output: () => output,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited(child);
      clearTimeout(timer);
      return code;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /^Serving \S+ on (http:\/\/\S+?)\/?$/m.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({ ...server, origin: match[1] });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it served:\n${output}`));
    });
  });
}
