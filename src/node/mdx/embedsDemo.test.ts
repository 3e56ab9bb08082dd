import { embedsDemo } from './embedsDemo';

test.each([
  ['## A\n\n<Demo name="Basic" />\n', true],
  ['text\n\n<Demo\n  name="Basic"\n/>\n', true],
  ['## A\n\nNo demo here.\n', false],
  ['```jsx\n<Demo name="Basic" />\n```\n', false],
  ['~~~\n<Demo name="Basic" />\n~~~\n\n<Demo name="Real" />\n', true],
  ['Use `<Demonstration>` components.\n', false],
])('%j → %s', (body, expected) => {
  expect(embedsDemo(body)).toBe(expected);
});
