import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { Client } from 'pg';

/**
 * A real PostgreSQL server for the tests of the DATABASE_URL path: `initdb` into a temporary folder, `pg_ctl start`
 * on a free loopback port, stopped and removed by `stop()` (and when the process exits). The binaries are found with
 * `pg_config --bindir` or under /usr/lib/postgresql/<version>/bin (Debian's `postgresql` package, which `.ci/run` and
 * `npm test`'s pretest step install when it is missing). PostgreSQL refuses to run as root: as root, the server runs as
 * the `postgres` user (or `nobody`).
 */
export interface TestPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** A new empty database on this server, and its URL. */
  createDatabase(): Promise<string>;
  stop(): void;
}

export function findPostgresBin(): string {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // no pg_config on the PATH
  }
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  const bin = candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found (pg_config --bindir, /usr/lib/postgresql/*/bin). ' +
        'Install them with: apt-get install -y postgresql (scripts/ensure-postgresql.sh does it as root).',
    );
  }
  return bin;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The command prefix that runs a PostgreSQL binary as an unprivileged user when this process is root. */
function asServerUser(dir: string): { prefix: string[]; uid: number | null } {
  if (process.getuid?.() !== 0) return { prefix: [], uid: null };
  const passwd = fs.readFileSync('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((l) => l.startsWith('postgres:')) ?? passwd.split('\n').find((l) => l.startsWith('nobody:'));
  if (!line) throw new Error('running as root and neither a postgres nor a nobody user exists to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  fs.chownSync(dir, Number(uid), Number(gid));
  return { prefix: ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--'], uid: Number(uid) };
}

function run(command: string[], what: string) {
  const result = spawnSync(command[0], command.slice(1), { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${what} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}\n${result.stderr}`);
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pg-'));
  fs.chmodSync(dir, 0o755);
  const { prefix } = asServerUser(dir);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run([...prefix, path.join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'], 'initdb');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run([...prefix, path.join(bin, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start'], 'pg_ctl start');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    const command = [...prefix, path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop'];
    spawnSync(command[0], command.slice(1), { timeout: 60_000 });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    url,
    port,
    async createDatabase() {
      databases += 1;
      const name = `test_${process.pid}_${databases}`;
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
