/**
 * Roving focus in the demo toolbar: which control receives focus for a key press.
 * Arrow keys move to the next/previous enabled control (swapped in right-to-left), wrapping around;
 * Home and End jump to the first/last enabled control. Returns null for keys the toolbar ignores.
 */
export function getNextToolbarIndex(key: string, current: number, enabled: readonly boolean[], direction: 'ltr' | 'rtl'): number | null {
  const indexes = enabled.flatMap((isEnabled, index) => (isEnabled ? [index] : []));
  if (indexes.length === 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'Home') return indexes[0];
  if (key === 'End') return indexes[indexes.length - 1];
  if (key !== forward && key !== backward) return null;
  const position = indexes.indexOf(current);
  if (position === -1) return indexes[0];
  const step = key === forward ? 1 : -1;
  return indexes[(position + step + indexes.length) % indexes.length];
}
