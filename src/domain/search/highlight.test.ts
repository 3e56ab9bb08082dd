import { chooseSnippet, highlightText, snippetAround, type TextPart } from './highlight';

/** The parts as a string with the marked ones in brackets. */
const show = (parts: TextPart[]) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

describe('highlightText: the words of the query are marked', () => {
  test.each([
    ['The Button component', 'button', 'The [Button] component'],
    ['Buttons allow users to act', 'button', '[Button]s allow users to act'],
    ['Buttons allow users to act', 'butt', '[Butt]ons allow users to act'],
    ['The sx prop is a shortcut', 'sx prop', 'The [sx] [prop] is a shortcut'],
    ['Use disableElevation to flatten it', 'disableElevation', 'Use [disableElevation] to flatten it'],
    ['Use disableElevation to flatten it', 'elevation', 'Use disable[Elevation] to flatten it'],
    ['useMediaQuery reads a media query', 'media query', 'use[MediaQuery] reads a [media] [query]'],
    ['a rebutton is not a button', 'button', 'a rebutton is not a [button]'],
    ['Dark mode and DARK themes', 'dark', '[Dark] mode and [DARK] themes'],
    ['a b c', 'a', 'a b c'],
    ['No match here', 'grid', 'No match here'],
    ['', 'grid', ''],
    ['Grid', '', 'Grid'],
    ['如何使用暗色模式', '暗色模式', '如何使用[暗色模式]'],
    ['安装 Material UI 及其样式引擎', '样式', '安装 Material UI 及其[样式]引擎'],
  ])('%j for %j → %s', (text, query, expected) => {
    expect(show(highlightText(text, query))).toBe(expected);
  });

  test('HTML in the text stays text: the parts are the characters themselves, markup never built', () => {
    const parts = highlightText('Use <Button onClick="x()"> & <b>bold</b>', 'button');
    expect(parts).toEqual([
      { text: 'Use <', mark: false },
      { text: 'Button', mark: true },
      { text: ' onClick="x()"> & <b>bold</b>', mark: false },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('Use <Button onClick="x()"> & <b>bold</b>');
  });

  test('overlapping words mark the longest once', () => {
    expect(show(highlightText('usemediaquery', 'useMediaQuery'))).toBe('[usemediaquery]');
  });
});

describe('snippets', () => {
  const long = `${'Some words before the match. '.repeat(6)}Then the slotProps prop customizes a slot.`;

  test('a match near the start shows the text from its start', () => {
    expect(snippetAround('The slotProps prop customizes slots.', 'slotprops')).toBe('The slotProps prop customizes slots.');
  });

  test('a match far in shows the text from a word shortly before it, after an ellipsis', () => {
    const snippet = snippetAround(long, 'slotProps');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('slotProps prop customizes a slot.');
    expect(snippet.length).toBeLessThan(long.length - 100);
    expect(snippet[1]).not.toBe(' ');
  });

  test.each([
    ['the description when it mentions the query', 'Buttons let users act.', 'Text about buttons.', 'button', 'Buttons let users act.'],
    ['the text-tier snippet when only it mentions the query', 'Lets users act.', 'A button with an icon.', 'button', 'A button with an icon.'],
    ['the description when neither does (a typo matched)', 'Lets users act.', 'Other text.', 'buton', 'Lets users act.'],
    ['the snippet when there is no description', '', 'Other text.', 'buton', 'Other text.'],
    ['nothing when there is neither', '', '', 'button', ''],
  ])('%s', (_, description, snippet, query, expected) => {
    expect(chooseSnippet(description, snippet, query)).toBe(expected);
  });
});
