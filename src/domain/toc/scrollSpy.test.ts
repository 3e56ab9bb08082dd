import { findActiveHash } from './scrollSpy';

const headings = [
  { hash: 'a', top: 300 },
  { hash: 'b', top: 900 },
  { hash: 'c', top: 1500 },
];

test.each([
  [0, 800, null],
  [199, 800, null],
  [250, 800, 'a'], // 250 + 100 > 300
  [150 + 200, 800, 'a'],
  [850, 800, 'b'],
  [5000, 800, 'c'],
  [200, 80, null], // 200 + 10 < 300
])('scrollTop %i, viewport %i → %s', (scrollTop, clientHeight, expected) => {
  expect(findActiveHash(headings, scrollTop, clientHeight)).toBe(expected);
});
