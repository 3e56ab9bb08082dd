import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A second production build of the project ("the next deploy"), made for the update test: one visible change in a
 * page and one in the shell's strings (so its scripts differ from the first build's too), built with `gatsby build`
 * where the first build was made, as a deploy pipeline that keeps Gatsby's caches builds the next commit (about
 * 4 minutes here instead of 8 for a build from scratch in a copy).
 *
 * The first build's public/ is copied aside while the next one is built; then the next deploy's public/ moves to
 * .tmp/next-deploy/public (returned) and the first build's is put back, and the two edited files get their
 * text back (also when the build fails). If the run was killed half way, the next call puts them back first.
 * Gatsby's caches are left as the next deploy left them: the following `npm run build` builds the working tree again
 * (about as long as this one).
 */

export const NEXT_DEPLOY = {
  page: '/material-ui/getting-started/installation/',
  sentence: 'This sentence was added by the next deploy.',
  footer: 'Documentation for the MUI family of React libraries, next deploy.',
};

const ROOT = path.resolve(__dirname, '..', '..');
const PUBLIC = path.join(ROOT, 'public');
// In the project (public/ moves in and out by renaming) but not in .cache/, which Gatsby empties when package.json
// has changed since the last build.
const WORK = path.join(ROOT, '.tmp', 'next-deploy');
/** The first build's public/, while the next deploy is built. */
const FIRST = path.join(WORK, 'first-public');
/** The edited files' text before the edit, by path relative to the project. */
const ORIGINALS = path.join(WORK, 'originals');

/**
 * The page's edit carries the time of the build: Gatsby writes again only the pages whose input differs from what its
 * caches hold, and after a first run its caches hold the next deploy's input (while public/ holds the first build's
 * pages), so the same edit a second time would leave the first build's page in the next deploy.
 */
const EDITS: Record<string, (text: string, stamp: string) => string> = {
  'content/material-ui/docs/getting-started/installation.mdx': (text, stamp) => `${text.trimEnd()}\n\n${NEXT_DEPLOY.sentence} (Built ${stamp}.)\n`,
  'src/domain/i18n/en.ts': (text) =>
    text.replace("'footer.license': 'Documentation for the MUI family of React libraries.'", `'footer.license': '${NEXT_DEPLOY.footer}'`),
};

/**
 * Puts back what the build (or an earlier, interrupted call) left changed: the edited files' text, where they still
 * have the edit (a file changed since by hand is left as it is), and the first build's public/.
 */
function restore(): void {
  for (const file of Object.keys(EDITS)) {
    const original = path.join(ORIGINALS, file);
    const edited = `${original}.edited`;
    if (!fs.existsSync(original)) continue;
    const before = fs.readFileSync(original, 'utf8');
    if (fs.existsSync(edited) && fs.readFileSync(path.join(ROOT, file), 'utf8') === fs.readFileSync(edited, 'utf8')) fs.writeFileSync(path.join(ROOT, file), before);
    fs.rmSync(original);
    fs.rmSync(edited, { force: true });
  }
  if (fs.existsSync(FIRST)) {
    fs.rmSync(PUBLIC, { recursive: true, force: true });
    fs.renameSync(FIRST, PUBLIC);
  }
}

export function buildNextDeploy(): string {
  const next = path.join(WORK, 'public');
  // A developer repeating the update test can keep the next deploy of an earlier run (never in CI).
  if (process.env.E2E_REUSE_NEXT_DEPLOY === '1' && !process.env.CI && fs.existsSync(path.join(next, 'sw.js'))) return next;
  restore();
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.cpSync(PUBLIC, FIRST, { recursive: true });
  const stamp = new Date().toISOString();
  for (const [file, change] of Object.entries(EDITS)) {
    const before = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const after = change(before, stamp);
    if (after === before) throw new Error(`${file}: the next deploy's change did not apply`);
    fs.mkdirSync(path.dirname(path.join(ORIGINALS, file)), { recursive: true });
    fs.writeFileSync(path.join(ORIGINALS, file), before);
    fs.writeFileSync(`${path.join(ORIGINALS, file)}.edited`, after);
    fs.writeFileSync(path.join(ROOT, file), after);
  }
  const log = path.join(WORK, 'build.log');
  try {
    execFileSync('npx', ['gatsby', 'build'], {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
      stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
    });
    fs.renameSync(PUBLIC, next);
  } catch (error) {
    throw new Error(`The next deploy's build failed (${log}):\n${fs.readFileSync(log, 'utf8').slice(-4000)}`, { cause: error });
  } finally {
    restore();
  }
  return next;
}
