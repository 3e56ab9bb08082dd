/**
 * The heading the reader is on: none near the top of the page (scrollTop < 200),
 * otherwise the last heading above one eighth of the viewport.
 */
export function findActiveHash(headings: ReadonlyArray<{ hash: string; top: number }>, scrollTop: number, clientHeight: number): string | null {
  if (scrollTop < 200) return null;
  for (let i = headings.length - 1; i >= 0; i -= 1) {
    if (headings[i].top < scrollTop + clientHeight / 8) return headings[i].hash;
  }
  return null;
}
