import { dropEmittedStyles } from './serverStyles';

const tag = (names: string, css = '.x{color:red}') => `<style data-emotion="${names}" data-s="">${css}</style>`;

test('a style an earlier demo of the page emitted is dropped; new ones are kept and recorded', () => {
  const emitted = new Set<string>();
  const first = `${tag('demossr-global 1toyrzu', ':root{--a:1}')}${tag('demossr abc')}<button class="demossr-abc">A</button>`;
  expect(dropEmittedStyles(first, emitted)).toBe(first);
  expect([...emitted]).toEqual(['demossr-global 1toyrzu', 'demossr abc']);

  const second = `${tag('demossr-global 1toyrzu', ':root{--a:1}')}${tag('demossr abc')}${tag('demossr def')}<button class="demossr-abc demossr-def">B</button>`;
  expect(dropEmittedStyles(second, emitted)).toBe(`${tag('demossr def')}<button class="demossr-abc demossr-def">B</button>`);
  expect(emitted.size).toBe(3);
});

test('markup without style tags is unchanged, and another page starts from nothing', () => {
  expect(dropEmittedStyles('<p>plain</p>', new Set(['demossr abc']))).toBe('<p>plain</p>');
  expect(dropEmittedStyles(tag('demossr abc'), new Set())).toBe(tag('demossr abc'));
});
