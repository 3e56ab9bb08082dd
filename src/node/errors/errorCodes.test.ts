import path from 'path';
import { errorCodesInSource, readErrorCodes, templateOf } from './errorCodes';

describe('errorCodesInSource: a message beside its minified code', () => {
  test('ES module build: template literal, arguments as %s', () => {
    const source = 'throw new Error(process.env.NODE_ENV !== "production" ? `MUI: Unsupported \\`${color}\\` color.` : _formatMuiErrorMessage(9, color));';
    expect(errorCodesInSource(source)).toEqual([{ code: 9, message: 'MUI: Unsupported `%s` color.' }]);
  });
  test('CommonJS build: string concatenation and a member callee', () => {
    const source =
      'throw new Error(process.env.NODE_ENV !== "production" ? "MUI: The color" + (name ? ` (${name})` : "") + " is invalid." : (0, _formatMuiErrorMessage2.default)(11, name));';
    expect(errorCodesInSource(source)).toEqual([{ code: 11, message: 'MUI: The color%s is invalid.' }]);
  });
  test('other conditionals and calls are not messages', () => {
    expect(errorCodesInSource('const a = b ? `x` : format(3);')).toEqual([]);
    expect(errorCodesInSource('const a = b ? `MUI: x` : formatMuiErrorMessage(code);')).toEqual([]);
  });
  test('templateOf: anything but text is a placeholder', () => {
    expect(templateOf({ type: 'StringLiteral', value: 'plain' })).toBe('plain');
    expect(templateOf({ type: 'Identifier', name: 'x' })).toBeNull();
  });
});

describe('readErrorCodes: the installed packages', () => {
  const table = readErrorCodes(path.join(process.cwd(), 'node_modules'));
  test.each([
    ['9', '@mui/system@', 'MUI: Unsupported `%s` color.\nThe following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().'],
    ['17', '@mui/base@', 'MUI: Expected valid input target. Did you use a custom `slots.input` and forget to forward refs?'],
    ['20', '@mui/material@', 'MUI: `vars` is a private field used for CSS variables support.\nPlease use another name.'],
  ])('code %s is read from %s', (code, source, start) => {
    expect(table.codes[code].source.startsWith(source)).toBe(true);
    expect(table.codes[code].message.startsWith(start)).toBe(true);
  });
  test('the top-level packages (the documented versions) win over older copies nested under others', () => {
    expect(table.codes['19'].message).toContain('experimental_sx');
    expect(table.conflicts.some((c) => c.code === 19)).toBe(true);
  });
  test('every message names MUI and has its placeholders', () => {
    expect(Object.keys(table.codes).length).toBeGreaterThanOrEqual(15);
    for (const entry of Object.values(table.codes)) expect(entry.message).toMatch(/^MUI/);
    expect(table.codes['11'].message.split('%s')).toHaveLength(3);
  });
});
