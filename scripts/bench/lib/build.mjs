import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** Sum of RSS over a process and all its descendants, from /proc (bytes). */
function treeRss(rootPid) {
  const children = new Map();
  let rss = 0;
  const stats = [];
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.push({ pid: Number(pid), ppid: Number(fields[1]), rssPages: Number(fields[21]) });
    } catch {
      // process ended while reading
    }
  }
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const stack = [rootPid];
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  while (stack.length) {
    const pid = stack.pop();
    rss += (byPid.get(pid)?.rssPages ?? 0) * 4096;
    for (const c of children.get(pid) ?? []) stack.push(c.pid);
  }
  return rss;
}

/** Runs `gatsby build` (after `gatsby clean` when cold) and reports wall time and peak RSS of the process tree. */
export async function timedBuild({ clean = false } = {}) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
  if (clean) await run('npx', ['gatsby', 'clean'], env);
  const start = Date.now();
  let peak = 0;
  let output = '';
  const child = spawn('npx', ['gatsby', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output = (output + d).slice(-8000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-8000)));
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`gatsby build failed:\n${output}`);
  return { seconds: (Date.now() - start) / 1000, peakRssMB: Math.round(peak / 1024 / 1024) };
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    spawn(cmd, args, { env, stdio: 'ignore' }).on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed`))));
  });
}

export function countBuiltPages(root) {
  return fs.readdirSync(`${root}/public/page-data`, { recursive: true }).filter((f) => String(f).endsWith('page-data.json')).length;
}
