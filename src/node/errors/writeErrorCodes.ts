import fs from 'fs';
import path from 'path';
import { readErrorCodes, type ErrorCodeTable } from './errorCodes';

/** Where the decoder of /production-error/ loads the table from (src/components/errors/ErrorDecoder.tsx). */
export const ERROR_CODES_FILE = path.join('public', 'data', 'error-codes.json');

/** Writes the table read from the installed packages into the build; returns what it holds. */
export function writeErrorCodes(root: string): { count: number; conflicts: ErrorCodeTable['conflicts'] } {
  const table = readErrorCodes(path.join(root, 'node_modules'));
  const file = path.join(root, ERROR_CODES_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ codes: table.codes })}\n`);
  return { count: Object.keys(table.codes).length, conflicts: table.conflicts };
}
