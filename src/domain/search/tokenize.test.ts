import { hasCjk, segmentCjk, tokenize } from './tokenize';

describe('tokenize: the words of the index and of a query', () => {
  test.each([
    ['Button', ['button']],
    ['useMediaQuery', ['usemediaquery', 'use', 'media', 'query']],
    ['disableElevation', ['disableelevation', 'disable', 'elevation']],
    ['Grid2', ['grid2', 'grid', '2']],
    ['the sx prop', ['the', 'sx', 'prop']],
    ['.MuiButton-root', ['muibutton', 'mui', 'button', 'root']],
    ['slotProps.input', ['slotprops', 'slot', 'props', 'input']],
    ['<DataGrid />', ['datagrid', 'data', 'grid']],
    ['', []],
  ])('%s → %j', (text, words) => {
    expect(tokenize(text)).toEqual(words);
  });

  test('Chinese text is split into words, mixed with Latin words', () => {
    const words = tokenize('如何使用暗色模式 Button');
    expect(words).toEqual(expect.arrayContaining(['如何', '使用', '暗色', '模式', 'button']));
    expect(words).not.toContain('如何使用暗色模式');
  });

  test('segmentation is the same on both sides: a query segments like the text it should find', () => {
    const text = tokenize('安装 Material UI 及其样式引擎');
    for (const word of tokenize('样式引擎')) expect(text).toContain(word);
  });
});

test('segmentCjk returns words of a run, hasCjk tells Chinese text', () => {
  expect(segmentCjk('深色模式').join('')).toBe('深色模式');
  expect(hasCjk('dark 模式')).toBe(true);
  expect(hasCjk('dark mode')).toBe(false);
});
