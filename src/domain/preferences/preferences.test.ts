import { parseCodeStylingFromHash, parseCodeVariantFromHash } from '../demo/hash';
import { getCookie, parseCodeStyling, parseCodeVariant, parseMode, resolveCodeStyling, resolveCodeVariant, serializeCookie } from '.';

describe('parsers fall back to the defaults on garbage', () => {
  test.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['Dark', 'system'],
    ['purple', 'system'],
    ['', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    [42, 'system'],
    ['"dark"', 'system'],
  ])('parseMode(%j) = %s', (raw, expected) => expect(parseMode(raw)).toBe(expected));

  test.each([
    ['JS', 'JS'],
    ['TS', 'TS'],
    ['js', 'TS'],
    ['javascript', 'TS'],
    [undefined, 'TS'],
    [{}, 'TS'],
  ])('parseCodeVariant(%j) = %s', (raw, expected) => expect(parseCodeVariant(raw)).toBe(expected));

  test.each([
    ['MUI System', 'MUI System'],
    ['Tailwind', 'Tailwind'],
    ['CSS', 'CSS'],
    ['tailwind', 'MUI System'],
    ['<script>', 'MUI System'],
    [null, 'MUI System'],
  ])('parseCodeStyling(%j) = %s', (raw, expected) => expect(parseCodeStyling(raw)).toBe(expected));
});

describe('hash parsing', () => {
  test.each([
    ['#BasicButtons.tsx', 'TS', undefined],
    ['#BasicButtons.js', 'JS', undefined],
    ['#tailwind-BasicButtons.js', 'JS', 'Tailwind'],
    ['#css-BasicButtons.tsx', 'TS', 'CSS'],
    ['#system-BasicButtons.tsx', 'TS', 'MUI System'],
    ['#tailwind-section', undefined, undefined],
    ['#BasicButtons.jsx', undefined, undefined],
    ['#BasicButtons.tsx.bak', undefined, undefined],
    ['', undefined, undefined],
    ['#%E0%A4%A', undefined, undefined],
  ])('%s → variant %s, styling %s', (hash, variant, styling) => {
    expect(parseCodeVariantFromHash(hash)).toBe(variant);
    expect(parseCodeStylingFromHash(hash)).toBe(styling);
  });
});

describe('precedence: hash, then cookie, then default', () => {
  test.each([
    ['#Demo.js', 'TS', 'JS'],
    ['#Demo.tsx', 'JS', 'TS'],
    ['', 'JS', 'JS'],
    ['', 'garbage', 'TS'],
    ['#section', undefined, 'TS'],
  ])('variant: hash %j, cookie %j → %s', (hash, cookie, expected) => expect(resolveCodeVariant({ hash, cookie })).toBe(expected));

  test.each([
    ['#tailwind-Demo.js', 'CSS', 'Tailwind'],
    ['#Demo.js', 'CSS', 'CSS'],
    ['', 'Tailwind', 'Tailwind'],
    ['', 'tailwind', 'MUI System'],
    ['#css-heading', undefined, 'MUI System'],
  ])('styling: hash %j, cookie %j → %s', (hash, cookie, expected) => expect(resolveCodeStyling({ hash, cookie })).toBe(expected));
});

describe('cookies', () => {
  test.each([
    ['codeVariant=JS', 'JS'],
    ['a=1; codeVariant=JS; b=2', 'JS'],
    ['xcodeVariant=JS', undefined],
    ['codeStyling=MUI%20System; codeVariant=TS', 'TS'],
    ['codeVariant=%E0%A4%A', undefined],
    ['codeVariant', undefined],
    ['', undefined],
  ])('getCookie(%j, codeVariant) = %j', (cookies, expected) => expect(getCookie(cookies, 'codeVariant')).toBe(expected));

  test('preference cookies are site-wide for one year and round-trip', () => {
    const cookie = serializeCookie('codeStyling', 'MUI System');
    expect(cookie).toBe('codeStyling=MUI%20System;path=/;max-age=31536000');
    expect(getCookie(cookie.split(';')[0], 'codeStyling')).toBe('MUI System');
  });
});
