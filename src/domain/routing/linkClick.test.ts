import { clientRouteForClick, type LinkClick } from './linkClick';

const location = { origin: 'https://mui.example', pathname: '/material-ui/react-button/', search: '' };
const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  target: null,
  download: false,
  href: 'https://mui.example/material-ui/react-chip/',
  ...overrides,
});

test.each<[string, Partial<LinkClick>, string | null]>([
  ['a plain click on another page', {}, '/material-ui/react-chip/'],
  ['query and hash are kept', { href: 'https://mui.example/zh/system/?x=1#usage' }, '/zh/system/?x=1#usage'],
  ['target _self', { target: '_self' }, '/material-ui/react-chip/'],
  ['a hash on this page scrolls natively', { href: 'https://mui.example/material-ui/react-button/#sizes' }, null],
  ['this page without a hash routes (reloads its data)', { href: 'https://mui.example/material-ui/react-button/' }, '/material-ui/react-button/'],
  ['another origin', { href: 'https://github.com/mui/material-ui' }, null],
  ['middle button', { button: 1 }, null],
  ['Ctrl (new tab)', { ctrlKey: true }, null],
  ['⌘ (new tab)', { metaKey: true }, null],
  ['Shift (new window)', { shiftKey: true }, null],
  ['Alt (download)', { altKey: true }, null],
  ['already handled', { defaultPrevented: true }, null],
  ['target _blank', { target: '_blank' }, null],
  ['a download', { download: true }, null],
  ['a malformed href', { href: 'http://[' }, null],
  ["a page's Markdown twin (a file) opens in the browser", { href: 'https://mui.example/material-ui/react-button.md' }, null],
  ['a text file', { href: 'https://mui.example/llms.txt' }, null],
])('%s → %s', (_, overrides, expected) => {
  expect(clientRouteForClick(click(overrides), location)).toBe(expected);
});
