const PUNCTUATION = /[!@#$%^&*()=_+[\]{}`~;:'"|,.<>/?\s]+/g;
/** Pictographs with their modifiers: skin tones, variation selector, joiner, keycap, flag letters and tags. */
// eslint-disable-next-line no-misleading-character-class -- each modifier, joiner and selector is removed on its own
const EMOJI = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u{200D}\u{20E3}\u{1F1E6}-\u{1F1FF}\u{E0020}-\u{E007F}]/gu;

/**
 * The anchor of a heading: lowercase, HTML and entities stripped, punctuation and
 * spaces to '-', emoji removed, dashes collapsed and trimmed. Pass `used` (the hashes already
 * given on the page) to de-duplicate: 'a', 'a-2', 'a-3', never reusing a hash another heading has.
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
  let hash = base;
  for (let n = 2; used.has(hash); n += 1) hash = `${base}-${n}`;
  used.set(hash, 1);
  return hash;
}

export interface TocItem {
  text: string;
  hash: string;
  level: 2 | 3;
  children: TocItem[];
}
