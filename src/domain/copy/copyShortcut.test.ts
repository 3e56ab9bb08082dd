import { getCopyKeyLabel, getKeyboardGaAction, shouldCopyOnKeydown, type CopyKeydown } from './copyShortcut';

const none = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const key = (k: string, mods: Partial<CopyKeydown> = {}): CopyKeydown => ({ key: k, ...none, ...mods });

test.each<[string, CopyKeydown, string, boolean]>([
  ['Ctrl+C', key('c', { ctrlKey: true }), '', true],
  ['Cmd+C', key('c', { metaKey: true }), '', true],
  ['Ctrl+C with Caps Lock', key('C', { ctrlKey: true }), '', true],
  ['Ctrl+C on a Cyrillic layout (keyCode 67)', key('с', { ctrlKey: true, keyCode: 67 }), '', true],
  ['Ctrl+C with text selected', key('c', { ctrlKey: true }), 'npm', false],
  ['Cmd+C with text selected', key('c', { metaKey: true }), ' ', false],
  ['C alone', key('c'), '', false],
  ['Ctrl+Shift+C (devtools)', key('C', { ctrlKey: true, shiftKey: true }), '', false],
  ['Ctrl+Alt+C', key('c', { ctrlKey: true, altKey: true }), '', false],
  ['Cmd+Alt+C', key('c', { metaKey: true, altKey: true }), '', false],
  ['Ctrl+V', key('v', { ctrlKey: true, keyCode: 86 }), '', false],
  ['Ctrl alone', key('Control', { ctrlKey: true, keyCode: 17 }), '', false],
])('%s → %s', (_, event, selection, expected) => {
  expect(shouldCopyOnKeydown(event, selection)).toBe(expected);
});

test.each([
  ['MacIntel', '⌘'],
  ['macOS', '⌘'],
  ['iPhone', 'Ctrl + '],
  ['Linux x86_64', 'Ctrl + '],
  ['Win32', 'Ctrl + '],
  ['', 'Ctrl + '],
])('getCopyKeyLabel(%j) is %j', (platform, label) => {
  expect(getCopyKeyLabel(platform)).toBe(label);
});

test.each([
  ['copy-click', 'copy-keyboard'],
  ['copy-js-click', 'copy-js-keyboard'],
  ['copy', 'copy-keyboard'],
  [null, 'copy-keyboard'],
])('keyboard analytics action for %j is %j', (action, expected) => {
  expect(getKeyboardGaAction(action)).toBe(expected);
});
