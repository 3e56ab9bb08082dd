import fs from 'fs';
import os from 'os';

/**
 * One process at a time opens a PGlite folder: PGlite is PostgreSQL inside the process, without the server's own
 * locking, and a second process writing the same files loses rows the first one acknowledged. The lock is a file beside
 * the folder (`<folder>.lock`) holding the owner's pid and host, created atomically (a hard link of a complete file, so
 * a reader never sees it half written). A lock whose process is gone (a crash, SIGKILL) is taken over.
 */
export class FolderLockedError extends Error {
  readonly pid: number;
  constructor(folder: string, lockFile: string, pid: number) {
    super(
      `The feedback database ${folder} is open in process ${pid} (the site's server, \`npm start\` or \`npm run serve\`). ` +
        'PGlite lets one process at a time open its folder. Stop that server first, or export through it: ' +
        '`FEEDBACK_EXPORT_TOKEN=… npm run feedback:export -- --server http://HOST:PORT` (the server must run with the same ' +
        `FEEDBACK_EXPORT_TOKEN). If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'FolderLockedError';
    this.pid = pid;
  }
}

export interface FolderLock {
  readonly file: string;
  release(): void;
}

interface Owner {
  pid: number;
  host: string;
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock files this process holds: a second store of this process on the same folder is refused too. */
const held = new Set<string>();

/** Takes the lock of `folder` for this process, or throws FolderLockedError naming the process that has it. */
export function lockFolder(folder: string): FolderLock {
  const file = `${folder}.lock`;
  if (held.has(file)) throw new FolderLockedError(folder, file, process.pid);
  const me: Owner = { pid: process.pid, host: os.hostname() };
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        fs.linkSync(temporary, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      }
      const owner = readOwner(file);
      // Held by a live process of this host (not by this process, which holds none: a restarted container can reuse the pid).
      if (owner && owner.host === me.host && owner.pid !== me.pid && isRunning(owner.pid)) throw new FolderLockedError(folder, file, owner.pid);
      if (owner && owner.host !== me.host) throw new FolderLockedError(folder, file, owner.pid);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  held.add(file);
  const release = () => {
    if (!held.has(file)) return;
    held.delete(file);
    process.off('exit', release);
    if (readOwner(file)?.pid === me.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}
