import { hasCjk, tokenize } from './tokenize';

/**
 * The parts of a result's text to mark for a query: every place a word of the query (as the search
 * tokenizes it: `useMediaQuery` → usemediaquery, use, media, query) starts a word of the text, a camelCase
 * part included (`Elevation` in `disableElevation`), matched as a prefix, as the search matches the word
 * being typed. Chinese words match anywhere. The text stays text: the dialog draws the parts as React
 * children, so HTML in it is never markup.
 */
export interface TextPart {
  text: string;
  mark: boolean;
}

const isAlnum = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const isUpper = (char: string) => char !== char.toLowerCase() && char === char.toUpperCase();

/** Whether a word of the text starts at `index` (after a non-letter, or a camelCase hump). */
function startsWord(text: string, index: number): boolean {
  const before = text[index - 1];
  if (!isAlnum(before)) return true;
  const char = text[index];
  return isUpper(char) && !isUpper(before) && before !== undefined && /\p{L}/u.test(before);
}

/** The words to look for, longest first (so `usemediaquery` wins over `use`); single Latin letters are left out (they would mark every "a"). */
export function highlightWords(query: string): string[] {
  const words = new Set(tokenize(query).filter((word) => word.length > 1 || hasCjk(word)));
  return [...words].sort((a, b) => b.length - a.length);
}

export function highlightText(text: string, query: string): TextPart[] {
  const words = highlightWords(query);
  if (!text || words.length === 0) return text ? [{ text, mark: false }] : [];
  const lower = text.toLowerCase();
  // toLowerCase can change the length of a few characters (İ): compare the original positions only when it does not.
  const sameLength = lower.length === text.length;
  const parts: TextPart[] = [];
  let plain = 0;
  let index = 0;
  while (index < text.length) {
    let length = 0;
    if (sameLength) {
      for (const word of words) {
        if ((hasCjk(word) || startsWord(text, index)) && lower.startsWith(word, index)) {
          length = word.length;
          break;
        }
      }
    }
    if (length === 0) {
      index += 1;
      continue;
    }
    if (index > plain) parts.push({ text: text.slice(plain, index), mark: false });
    const last = parts[parts.length - 1];
    if (last?.mark) last.text += text.slice(index, index + length);
    else parts.push({ text: text.slice(index, index + length), mark: true });
    index += length;
    plain = index;
  }
  if (plain < text.length) parts.push({ text: text.slice(plain), mark: false });
  return parts;
}

/**
 * The part of a long text a result shows: from the start when the first match is near it, otherwise from
 * a word boundary a little before the first match, after an ellipsis (the dialog clamps it to two lines).
 */
export function snippetAround(text: string, query: string, lead = 40): string {
  const parts = highlightText(text, query);
  const first = parts.findIndex((part) => part.mark);
  if (first <= 0) return text;
  const offset = parts.slice(0, first).reduce((sum, part) => sum + part.text.length, 0);
  if (offset <= lead * 2) return text;
  const space = text.lastIndexOf(' ', offset - lead);
  const start = space > 0 ? space + 1 : offset - lead;
  return `…${text.slice(start)}`;
}

/** What a result shows under its title: the record's description or its text-tier snippet, whichever mentions the query; else the first there is. */
export function chooseSnippet(description: string, snippet: string, query: string): string {
  const mentions = (text: string) => highlightText(text, query).some((part) => part.mark);
  if (description && mentions(description)) return description;
  if (snippet && mentions(snippet)) return snippetAround(snippet, query);
  return description || snippet;
}
