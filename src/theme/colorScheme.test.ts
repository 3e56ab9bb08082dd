import { applyColorScheme, DISABLE_TRANSITIONS_CSS, inertColorSchemeNode } from './colorScheme';

const transitionStyles = () => [...document.head.querySelectorAll('style')].filter((s) => s.textContent === DISABLE_TRANSITIONS_CSS);

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.className = '';
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

test('a scheme already on <html> is left alone: no class write, no transition style', () => {
  document.documentElement.className = 'light';
  const writes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => writes.push(...records));
  observer.observe(document.documentElement, { attributes: true });
  applyColorScheme(document, 'light', true);
  writes.push(...observer.takeRecords());
  observer.disconnect();
  expect(writes).toEqual([]);
  expect(transitionStyles()).toEqual([]);
});

test('switching scheme swaps the class and stops transitions for 1 ms', () => {
  document.documentElement.className = 'light';
  applyColorScheme(document, 'dark', true);
  expect(document.documentElement.className).toBe('dark');
  expect(transitionStyles()).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(transitionStyles()).toHaveLength(0);
});

test('setting the first scheme (no switch) adds no transition style', () => {
  applyColorScheme(document, 'dark', false);
  expect(document.documentElement.className).toBe('dark');
  expect(transitionStyles()).toEqual([]);
});

test("MUI's providers write their class on one element outside the document", () => {
  const node = inertColorSchemeNode();
  expect(node).toBeInstanceOf(HTMLElement);
  expect(node!.isConnected).toBe(false);
  expect(inertColorSchemeNode()).toBe(node);
});
