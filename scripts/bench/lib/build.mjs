import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** Sum of RSS over a process and all its descendants, from /proc (bytes). */
export function treeRss(rootPid) {
  return treeProcesses(rootPid).reduce((sum, p) => sum + p.rss, 0);
}

/** A process and all its descendants, from /proc: pid and RSS (bytes) each. */
export function treeProcesses(rootPid) {
  const children = new Map();
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
  const found = [];
  while (stack.length) {
    const pid = stack.pop();
    if (byPid.has(pid)) found.push({ pid, rss: byPid.get(pid).rssPages * 4096 });
    for (const c of children.get(pid) ?? []) stack.push(c.pid);
  }
  return found;
}

/** A process's command line, shortened (`node …/gatsby/dist/utils/worker/child/index.js`), or '' once it has ended. */
function commandOf(pid) {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return args
      .map((arg) => arg.replace(/^.*\/node_modules\//, ''))
      .join(' ')
      .slice(0, 120);
  } catch {
    return '';
  }
}

// eslint-disable-next-line no-control-regex -- the escape character starts every terminal code (colours, cursor moves)
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/**
 * Gatsby's phases from the output of `gatsby build`, in the order they finished: each `success <phase> - <time>s`
 * message (Gatsby wraps long ones over two lines and moves the cursor between them), e.g.
 * `success run queries in workers - 72.100s - 2224/2224 30.85/s` → { name: 'run queries in workers', seconds: 72.1, detail: '2224/2224 30.85/s' }.
 */
export function parsePhases(output) {
  const messages = [];
  for (const line of output.replace(ANSI, '').split(/\r?\n|\r/)) {
    const text = line.trim();
    if (/^(success|info|warn|error|failed|verbose)\b/.test(text)) messages.push(text);
    else if (text && messages.length) messages[messages.length - 1] += ` ${text}`;
    else if (!text) messages.push('');
  }
  return messages.flatMap((message) => {
    const match = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - (.+))?$/.exec(message);
    return match ? [{ name: match[1], seconds: Number(match[2]), ...(match[3] ? { detail: match[3] } : {}) }] : [];
  });
}

/**
 * The phase Gatsby was in when it had printed `output.slice(0, index)`: the first one to finish after that point (a
 * phase's line is printed when it ends), or null after the last one.
 */
export function phaseAt(output, index) {
  const lineStart = output.lastIndexOf('\n', Math.max(0, index - 1)) + 1;
  return parsePhases(output.slice(lineStart))[0]?.name ?? null;
}

/**
 * Runs `gatsby build` (after `gatsby clean` when cold) and reports wall time, peak RSS of the process tree, the
 * phase it was reached in (`peakPhase`, phaseAt) and the processes that held it (`peakProcesses`: RSS and command), Gatsby's phases (`phases: [{ name, seconds, detail? }]`,
 * parsePhases), its whole output and the mean 1-minute load average during the build (above the number of cores,
 * other work shared the machine).
 */
export async function timedBuild({ clean = false } = {}) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
  if (clean) await run('npx', ['gatsby', 'clean'], env);
  const start = Date.now();
  let peak = 0;
  let peakAt = 0;
  let peakProcesses = [];
  const loads = [];
  let output = '';
  const child = spawn('npx', ['gatsby', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setInterval(() => {
    const processes = treeProcesses(child.pid);
    const rss = processes.reduce((sum, p) => sum + p.rss, 0);
    if (rss > peak) {
      [peak, peakAt] = [rss, output.length];
      // The processes holding at least 100 MB at the peak, largest first.
      peakProcesses = processes
        .filter((p) => p.rss >= 100 * 1024 * 1024)
        .sort((a, b) => b.rss - a.rss)
        .map((p) => ({ rssMB: Math.round(p.rss / 1024 / 1024), command: commandOf(p.pid) }));
    }
    loads.push(os.loadavg()[0]);
  }, 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`gatsby build failed:\n${output.slice(-8000)}`);
  const loadAverage = loads.length ? Number((loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)) : null;
  return {
    seconds: (Date.now() - start) / 1000,
    peakRssMB: Math.round(peak / 1024 / 1024),
    peakPhase: phaseAt(output, peakAt),
    peakProcesses,
    phases: parsePhases(output),
    output,
    loadAverage,
  };
}

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    spawn(cmd, args, { env, stdio: 'ignore' }).on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed`))));
  });
}

export function countBuiltPages(root) {
  return fs.readdirSync(`${root}/public/page-data`, { recursive: true }).filter((f) => String(f).endsWith('page-data.json')).length;
}
