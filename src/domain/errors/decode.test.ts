import { errorMessageText, formatErrorMessage, isErrorCode, MISSING_ARGUMENT, parseErrorCodes, parseErrorQuery } from './decode';

describe('parseErrorQuery', () => {
  test.each<[string, ReturnType<typeof parseErrorQuery>]>([
    ['?code=9&args[]=Typography', { code: '9', args: ['Typography'] }],
    ['?code=11&args[]=%20(primary)&args[]=500', { code: '11', args: [' (primary)', '500'] }],
    ['?code=17', { code: '17', args: [] }],
    ['?code=9&args%5B%5D=encoded', { code: '9', args: ['encoded'] }],
    ['?args[]=x', null],
    ['', null],
    ['?code=', null],
    ['?code=abc', { code: 'abc', args: [] }],
  ])('%s', (search, expected) => {
    expect(parseErrorQuery(search)).toEqual(expected);
  });
  test('a very long code is cut (it is shown back to the reader)', () => {
    expect(parseErrorQuery(`?code=${'9'.repeat(500)}`)!.code).toHaveLength(20);
  });
});

test.each([
  ['9', true],
  ['120', true],
  ['0', false],
  ['-1', false],
  ['1.5', false],
  ['abc', false],
  ['9999999', false],
])('isErrorCode(%s) = %s', (code, expected) => {
  expect(isErrorCode(code)).toBe(expected);
});

describe('formatErrorMessage', () => {
  test('each %s takes the next argument, marked as an argument', () => {
    expect(formatErrorMessage('MUI: The color%s is invalid: `%s`.', [' (primary)', 'red'])).toEqual([
      { text: 'MUI: The color' },
      { text: ' (primary)', argument: true, missing: false },
      { text: ' is invalid: `' },
      { text: 'red', argument: true, missing: false },
      { text: '`.' },
    ]);
  });
  test('missing arguments are shown as such; extra ones are ignored', () => {
    expect(errorMessageText('A %s and %s.', ['one'])).toBe(`A one and ${MISSING_ARGUMENT}.`);
    expect(errorMessageText('No placeholder.', ['extra'])).toBe('No placeholder.');
  });
  test('arguments are text: markup and URLs are kept as typed, never interpreted here', () => {
    const payload = '<img src=x onerror=alert(1)>';
    const parts = formatErrorMessage('Unsupported `%s` color.', [payload]);
    expect(parts[1]).toEqual({ text: payload, argument: true, missing: false });
    expect(errorMessageText('Go to %s', ['javascript:alert(1)'])).toBe('Go to javascript:alert(1)');
  });
  test('a placeholder at either end', () => {
    expect(errorMessageText('%s', ['x'])).toBe('x');
    expect(formatErrorMessage('%s%s', ['a', 'b'])).toHaveLength(2);
  });
});

describe('parseErrorCodes', () => {
  test('the table file, codes to messages', () => {
    expect(parseErrorCodes({ codes: { 9: { message: 'M %s', source: '@mui/system@6.1.2' } } })).toEqual({ 9: 'M %s' });
  });
  test.each([null, 'x', 42, [], { codes: null }, { codes: 'x' }])('not a table: %p', (value) => {
    expect(parseErrorCodes(value)).toBeNull();
  });
  test('bad entries are dropped', () => {
    expect(parseErrorCodes({ codes: { 1: { message: 'ok' }, x: { message: 'bad code' }, 2: { message: 3 }, 3: null } })).toEqual({ 1: 'ok' });
  });
});
