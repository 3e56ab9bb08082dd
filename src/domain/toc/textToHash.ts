/* eslint-disable no-misleading-character-class */
const PUNCTUATION = /[!@#$%^&*()=_+[\]{}`~;:'"|,.<>/?\s]+/g;
const EMOJI = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u{200D}]/gu;

/**
 * The anchor of a heading: lowercase, HTML and entities stripped, punctuation and
 * spaces to '-', emoji removed, dashes collapsed and trimmed. Pass `used` to
 * de-duplicate within a page ('a', 'a-2', 'a-3').
 */
export function textToHash(text: string, used?: Map<string, number>): string {
  const base = encodeURI(
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, '')
      .replace(/&#?\w+;/g, '')
      .replace(PUNCTUATION, '-')
      .replace(EMOJI, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, ''),
  );
  if (!used) return base;
  const count = (used.get(base) ?? 0) + 1;
  used.set(base, count);
  return count === 1 ? base : `${base}-${count}`;
}

export interface TocItem {
  text: string;
  hash: string;
  level: 2 | 3;
  children: TocItem[];
}
