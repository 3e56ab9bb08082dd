import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { MIGRATIONS, openFeedbackStore } from '../node/feedback/store';

/**
 * A PGlite folder with the feedback schema, ready to open in about a second: a copy of a template folder made once per
 * machine and schema (a new folder takes 10-20 s to initialise, which tests cannot spend each time).
 */
export async function preparedPgliteFolder(): Promise<{ dataDir: string; remove(): void }> {
  const manifest = path.resolve(__dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const pglite = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([pglite, MIGRATIONS]))
    .digest('hex')
    .slice(0, 12);
  const template = path.join(os.tmpdir(), `docs-pglite-template-${key}`);
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
    const building = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pglite-build-')), 'db');
    await (await openFeedbackStore({ dataDir: building })).close();
    try {
      fs.renameSync(building, template);
    } catch {
      // another test process finished its template first: use that one
    }
    fs.rmSync(path.dirname(building), { recursive: true, force: true });
  }
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-feedback-'));
  const dataDir = path.join(parent, 'db');
  fs.cpSync(template, dataDir, { recursive: true });
  return { dataDir, remove: () => fs.rmSync(parent, { recursive: true, force: true }) };
}
