import { execFileSync } from 'child_process';
import path from 'path';

/**
 * The date of each content file's last commit, read once per build from git (`git log`, newest first, the first date
 * of a file wins). Outside a git checkout (a copy of the tree, an archive) there are none, and the build says so once.
 */
export interface CommitDates {
  /** `2024-05-01` for a file path from the repository's root (`content/…`), or null (not committed, or no git). */
  dateOf(file: string): string | null;
  /** Why there are no dates, when there are none. */
  warning: string | null;
}

/** Parses `git log --format=%x1e%cs --name-only`: records of a date line then the files of that commit. */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of output.split('\x1e')) {
    const [date, ...files] = record.split('\n').map((line) => line.trim());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) continue;
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date);
  }
  return dates;
}

export function readCommitDates(root: string, folder = 'content', run: typeof execFileSync = execFileSync): CommitDates {
  let output: string;
  let prefix = '';
  try {
    // Paths come relative to the repository's root, which may be above `root`.
    prefix = String(run('git', ['rev-parse', '--show-prefix'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })).trim();
    output = String(
      run('git', ['log', '--format=%x1e%cs', '--name-only', '--', folder], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
  } catch {
    return { dateOf: () => null, warning: `${path.basename(root)} is not a git checkout (or git is missing): pages show no "Last updated" date.` };
  }
  const dates = parseGitLog(output);
  return { dateOf: (file) => dates.get(`${prefix}${file}`) ?? null, warning: null };
}
