import { decideSearchKey, getSearchShortcut, type SearchKeydown, type SearchKeyTarget } from './shortcut';

const none = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
const key = (k: string, mods: Partial<SearchKeydown> = {}): SearchKeydown => ({ key: k, ...none, ...mods });

describe('decideSearchKey: which keys open the search dialog, and with what query', () => {
  test.each<[string, SearchKeydown, SearchKeyTarget, { query: string } | null]>([
    ['Ctrl+K on the page', key('k', { ctrlKey: true }), 'page', { query: '' }],
    ['⌘K on the page', key('k', { metaKey: true }), 'page', { query: '' }],
    ['Ctrl+K with Caps Lock', key('K', { ctrlKey: true }), 'page', { query: '' }],
    ['Ctrl+K in a text field', key('k', { ctrlKey: true }), 'text', { query: '' }],
    ['Ctrl+K on a button', key('k', { ctrlKey: true }), 'control', { query: '' }],
    ['Ctrl+Shift+K (Firefox console)', key('K', { ctrlKey: true, shiftKey: true }), 'page', null],
    ['Ctrl+Alt+K', key('k', { ctrlKey: true, altKey: true }), 'page', null],
    ['Ctrl+J', key('j', { ctrlKey: true }), 'page', null],
    ['/ on the page', key('/'), 'page', { query: '' }],
    ['/ on a link', key('/'), 'control', { query: '' }],
    ['/ typed with Shift (German layout)', key('/', { shiftKey: true }), 'page', { query: '' }],
    ['/ in a text field', key('/'), 'text', null],
    ['Ctrl+/', key('/', { ctrlKey: true }), 'page', null],
    ['a letter on the page', key('b'), 'page', { query: 'b' }],
    ['a capital letter', key('B', { shiftKey: true }), 'page', { query: 'B' }],
    ['a digit', key('7'), 'page', { query: '7' }],
    ['a Chinese character (no IME)', key('按'), 'page', { query: '按' }],
    ['an astral character', key('𝒳'), 'page', { query: '𝒳' }],
    ['a letter in a text field', key('b'), 'text', null],
    ['a letter on a button or in a menu', key('b'), 'control', null],
    ['a letter with Ctrl (Ctrl+B)', key('b', { ctrlKey: true }), 'page', null],
    ['a letter with ⌘', key('b', { metaKey: true }), 'page', null],
    ['a letter with Alt', key('b', { altKey: true }), 'page', null],
    ['Space scrolls the page', key(' '), 'page', null],
    ['a no-break space', key('\u00a0'), 'page', null],
    ['a control character', key('\u0007'), 'page', null],
    ['a format character (zero-width joiner)', key('\u200d'), 'page', null],
    ['two characters (not a key a reader types)', key('ab'), 'page', null],
    ['Enter', key('Enter'), 'page', null],
    ['Escape', key('Escape'), 'page', null],
    ['an arrow key', key('ArrowDown'), 'page', null],
    ['a function key', key('F5'), 'page', null],
    ['Shift alone', key('Shift', { shiftKey: true }), 'page', null],
    ['Dead key (accent being composed)', key('Dead'), 'page', null],
    ['a key while an IME composes', key('n', { isComposing: true }), 'page', null],
    ['a key a widget already handled', key('b', { defaultPrevented: true }), 'page', null],
    ['Ctrl+K a widget already handled', key('k', { ctrlKey: true, defaultPrevented: true }), 'page', null],
  ])('%s', (_, event, target, expected) => {
    expect(decideSearchKey(event, target)).toEqual(expected);
  });
});

test.each([
  ['MacIntel', '⌘K', 'Meta+K'],
  ['macOS', '⌘K', 'Meta+K'],
  ['iPad', '⌘K', 'Meta+K'],
  ['iPhone', '⌘K', 'Meta+K'],
  ['Linux x86_64', 'Ctrl+K', 'Control+K'],
  ['Win32', 'Ctrl+K', 'Control+K'],
  ['', 'Ctrl+K', 'Control+K'],
])('getSearchShortcut(%j) shows %s', (platform, label, aria) => {
  expect(getSearchShortcut(platform)).toEqual({ label, aria });
});
