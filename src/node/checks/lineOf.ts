/** 1-based line of the nth (0-based) occurrence of `needle` in `text`, or undefined. */
export function lineOf(text: string, needle: string, occurrence = 0): number | undefined {
  let index = -1;
  for (let i = 0; i <= occurrence; i += 1) {
    index = text.indexOf(needle, index + 1);
    if (index === -1) return undefined;
  }
  return text.slice(0, index).split('\n').length;
}
