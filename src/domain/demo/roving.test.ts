import { getNextToolbarIndex } from './roving';

const all = [true, true, true, true];
test.each([
  ['ArrowRight', 0, all, 'ltr', 1],
  ['ArrowRight', 3, all, 'ltr', 0],
  ['ArrowLeft', 0, all, 'ltr', 3],
  ['ArrowLeft', 1, all, 'rtl', 2],
  ['ArrowRight', 1, all, 'rtl', 0],
  ['Home', 2, all, 'ltr', 0],
  ['End', 0, all, 'ltr', 3],
  ['ArrowRight', 0, [true, false, false, true], 'ltr', 3],
  ['Home', 3, [false, true, true, true], 'ltr', 1],
  ['ArrowDown', 0, all, 'ltr', null],
  ['Enter', 0, all, 'ltr', null],
] as const)('%s from %i → %s', (key, current, enabled, direction, expected) => {
  expect(getNextToolbarIndex(key, current, enabled, direction)).toBe(expected);
});
