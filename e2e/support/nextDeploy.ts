import { execFileSync } from 'node:child_process';
import { copyWorkingTree } from '../../scripts/lib/workingTree';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A second production build of the project ("the next deploy"), made for the update test: a copy of the
 * working tree (tracked and new files, not ignored ones) in a temporary folder, with one visible change in
 * a page and one in the shell's strings (so its scripts differ from the first build's too), built with
 * `gatsby build` there. Returns the folder of its public/ files.
 */

export const NEXT_DEPLOY = {
  page: '/material-ui/getting-started/installation/',
  sentence: 'This sentence was added by the next deploy.',
  footer: 'Documentation for the MUI family of React libraries, next deploy.',
};

const ROOT = path.resolve(__dirname, '..', '..');

function edit(file: string, change: (text: string) => string) {
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the next deploy's change did not apply`);
  fs.writeFileSync(file, after);
}

export function buildNextDeploy(): string {
  const dir = path.join(os.tmpdir(), 'mui-docs-next-deploy');
  // A developer repeating the update test can keep the next deploy of an earlier run (never in CI).
  if (process.env.E2E_REUSE_NEXT_DEPLOY === '1' && !process.env.CI && fs.existsSync(path.join(dir, 'public', 'sw.js'))) return path.join(dir, 'public');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  copyWorkingTree(ROOT, dir);
  edit(path.join(dir, 'content/material-ui/docs/getting-started/installation.mdx'), (text) => `${text.trimEnd()}\n\n${NEXT_DEPLOY.sentence}\n`);
  edit(path.join(dir, 'src/domain/i18n/en.ts'), (text) =>
    text.replace("'footer.license': 'Documentation for the MUI family of React libraries.'", `'footer.license': '${NEXT_DEPLOY.footer}'`),
  );
  const log = path.join(dir, 'build.log');
  try {
    execFileSync('npx', ['gatsby', 'build'], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
      stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
    });
  } catch (error) {
    throw new Error(`The next deploy's build failed (${log}):\n${fs.readFileSync(log, 'utf8').slice(-4000)}`, { cause: error });
  }
  return path.join(dir, 'public');
}
