import { getDemoStylings, selectDemoSource } from './selectSource';
import type { DemoData, DemoVariant } from './types';

const variant = (module: string, withTs = true): DemoVariant => ({
  module,
  TS: withTs ? { raw: `ts:${module}`, html: '' } : null,
  JS: { raw: `js:${module}`, html: '' },
  sourceUrl: { TS: '', JS: '' },
  sandbox: { TS: { dependencies: {}, devDependencies: {} }, JS: { dependencies: {}, devDependencies: {} } },
  relativeModules: [],
});

const full: DemoData = { name: 'D', gaLabel: 'd', variants: { 'MUI System': variant('sys'), Tailwind: variant('tw') } };
const jsOnly: DemoData = { name: 'J', gaLabel: 'j', variants: { 'MUI System': variant('js-only', false) } };

test.each([
  [full, 'TS', 'MUI System', 'ts:sys', 'MUI System', 'TS'],
  [full, 'JS', 'Tailwind', 'js:tw', 'Tailwind', 'JS'],
  [full, 'TS', 'CSS', 'ts:sys', 'MUI System', 'TS'],
  [jsOnly, 'TS', 'MUI System', 'js:js-only', 'MUI System', 'JS'],
] as const)('selects the source with fallbacks (%#)', (data, codeVariant, codeStyling, raw, styling, shown) => {
  const selected = selectDemoSource(data, codeVariant, codeStyling);
  expect(selected.source.raw).toBe(raw);
  expect(selected.styling).toBe(styling);
  expect(selected.variant).toBe(shown);
});

test('lists the styling solutions a demo has, in menu order', () => {
  expect(getDemoStylings(full)).toEqual(['MUI System', 'Tailwind']);
  expect(getDemoStylings(jsOnly)).toEqual(['MUI System']);
});
