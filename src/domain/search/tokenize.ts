/**
 * Words of a text as the site search indexes and queries them (the same function on both sides): lower case;
 * Latin words split at anything but letters and digits, identifiers also into their camelCase parts
 * (`useMediaQuery` → `usemediaquery`, `use`, `media`, `query`; `disableElevation` → …, `disable`,
 * `elevation`), so "media query" finds the hook; Chinese, Japanese and Korean runs split into words by the
 * platform's word segmenter (`Intl.Segmenter`, dictionary based), since they have no spaces.
 */

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/g;

let segmenter: Intl.Segmenter | null | undefined;
function getSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** Words of a run of CJK text: the segmenter's words, or single characters where there is no segmenter. */
export function segmentCjk(run: string): string[] {
  const seg = getSegmenter();
  if (!seg) return [...run];
  return [...seg.segment(run)].filter((s) => s.isWordLike !== false && CJK.test(s.segment)).map((s) => s.segment);
}

/** The camelCase and digit parts of an identifier (`useMediaQuery` → use, Media, Query; `Grid2` → Grid, 2). */
function camelParts(word: string): string[] {
  return word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=\d)/);
}

export function tokenize(text: string): string[] {
  const out: string[] = [];
  const latin = text.replace(CJK_RUN, (run) => {
    out.push(...segmentCjk(run));
    return ' ';
  });
  for (const word of latin.split(/[^\p{L}\p{N}_$]+/u)) {
    if (!word) continue;
    const clean = word.replace(/^[_$]+|[_$]+$/g, '');
    if (!clean) continue;
    out.push(clean.toLowerCase());
    const parts = camelParts(clean.replace(/[_$]/g, ' '))
      .flatMap((p) => p.split(' '))
      .filter(Boolean);
    if (parts.length > 1) for (const part of parts) out.push(part.toLowerCase());
  }
  return out;
}

/** Whether a text has CJK characters (queries in Chinese match whole words, not prefixes and typos). */
export const hasCjk = (text: string): boolean => CJK.test(text);
