/**
 * The production-error decoder's logic: the code and arguments of a minified MUI error's
 * URL (`/production-error/?code=9&args[]=Typography`), and the message with each `%s` filled by the next
 * argument. Arguments come from a URL anyone can craft: they stay text (the message is returned as parts, the
 * arguments marked, for the page to render as text nodes).
 */

export const MISSING_ARGUMENT = '[missing argument]';

export interface ErrorQuery {
  /** The code as written in the URL (shown back to the reader when it is unknown). */
  code: string;
  args: string[];
}

/** The code and arguments of a query string, or null when it has no code. */
export function parseErrorQuery(search: string): ErrorQuery | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code === null || code.trim() === '') return null;
  return { code: code.trim().slice(0, 20), args: params.getAll('args[]') };
}

/** A code is a positive whole number (as MUI's build numbers them). */
export function isErrorCode(code: string): boolean {
  return /^[1-9][0-9]{0,5}$/.test(code);
}

export type MessagePart = { text: string; argument?: false } | { text: string; argument: true; missing: boolean };

/** The message with each `%s` replaced by the next argument (missing ones marked); extra arguments are ignored. */
export function formatErrorMessage(template: string, args: string[]): MessagePart[] {
  const pieces = template.split('%s');
  const parts: MessagePart[] = [];
  pieces.forEach((piece, i) => {
    if (piece) parts.push({ text: piece });
    if (i < pieces.length - 1) {
      const value = args[i];
      parts.push(value === undefined ? { text: MISSING_ARGUMENT, argument: true, missing: true } : { text: value, argument: true, missing: false });
    }
  });
  return parts;
}

/** The message as plain text. */
export function errorMessageText(template: string, args: string[]): string {
  return formatErrorMessage(template, args)
    .map((part) => part.text)
    .join('');
}

export interface ErrorCodesFile {
  codes: Record<string, { message: string }>;
}

/** The table the page loads, read defensively: null when it is not one. */
export function parseErrorCodes(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || typeof (value as ErrorCodesFile).codes !== 'object' || (value as ErrorCodesFile).codes === null) return null;
  const out: Record<string, string> = {};
  for (const [code, entry] of Object.entries((value as ErrorCodesFile).codes)) {
    if (isErrorCode(code) && typeof entry?.message === 'string') out[code] = entry.message;
  }
  return out;
}
