import crypto from 'crypto';
import path from 'path';
import { contentAddressedFs as fs } from './contentAddressedFs';

/**
 * Files the build writes into `public/` under a name that carries a hash of their content
 * (`/nav/material-ui.<hash>.json`, `/styles/shell.<hash>.css`, `/search/en-names.<hash>.json`,
 * `/starters/material-ui-dashboard.<hash>.json`), so browsers and the offline cache may keep them forever. One writer and one
 * stale-file rule for all of them: writing a file removes the other versions of the same name (same folder, prefix
 * and extension, another hash), so `public/` holds only what the current build links (except the server renderer's
 * style sheets: `keepOtherVersions`).
 *
 * Safe with several writers (the server renderer's workers compute the same bytes): the content goes to a temporary
 * file renamed into place, and a file that exists already is not written again.
 */
export interface HashedFile {
  /** Folder under `public/`, e.g. `nav`. */
  folder: string;
  /** The name before the hash, e.g. `material-ui` or `en-names`. */
  prefix: string;
  extension: 'json' | 'css' | 'woff2';
  content: string | Buffer;
  /**
   * Keep the other versions: for files the server renderer writes (style sheets). A warm build re-renders only the
   * pages that changed, and the others still link the version they were rendered with; `gatsby clean` drops them.
   */
  keepOtherVersions?: boolean;
}

const HASH_LENGTH = 16;

export const contentHash = (content: string | Buffer): string => crypto.createHash('sha256').update(content).digest('hex').slice(0, HASH_LENGTH);

/** The file name of a version of `prefix`: `material-ui.0123456789abcdef.json`. */
export const hashedFileName = (prefix: string, extension: string, content: string | Buffer): string => `${prefix}.${contentHash(content)}.${extension}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `name` is another version of `current` (same prefix and extension, another hash). */
export function isOtherVersion(name: string, current: string): boolean {
  const match = new RegExp(`^(.+)\\.[0-9a-f]{${HASH_LENGTH}}\\.(\\w+)$`).exec(current);
  if (!match || name === current) return false;
  // Any hash length: files of builds that hashed differently are stale too.
  return new RegExp(`^${escapeRegExp(match[1])}\\.[0-9a-f]{8,64}\\.${match[2]}$`).test(name);
}

/** Writes the file (unless this version exists), removes its other versions and returns its URL (`/nav/x.<hash>.json`). */
export function writeHashedFile({ folder, prefix, extension, content, keepOtherVersions = false }: HashedFile, publicDir = path.join(process.cwd(), 'public')): string {
  const name = hashedFileName(prefix, extension, content);
  const dir = path.join(publicDir, folder);
  const target = path.join(dir, name);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(dir, { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, target);
  }
  if (!keepOtherVersions) {
    for (const other of fs.readdirSync(dir)) {
      if (isOtherVersion(other, name)) fs.rmSync(path.join(dir, other), { force: true });
    }
  }
  return `/${folder}/${name}`;
}
