import { extractDemoStyles, pageDemoStyles, takePageDemoStyles, type DemoStyles } from './serverStyles';

const tag = (names: string, css = '.x{color:red}') => `<style data-emotion="${names}" data-s="">${css}</style>`;

test('style tags leave the markup; each set of rules is recorded once, in order', () => {
  const styles: DemoStyles = new Map();
  const first = `${tag('demossr-global 1toyrzu', ':root{--a:1}')}${tag('demossr abc', '.demossr-abc{color:red}')}<button class="demossr-abc">A</button>`;
  expect(extractDemoStyles(first, styles)).toBe('<button class="demossr-abc">A</button>');
  const second = `${tag('demossr abc', '.demossr-abc{color:red}')}${tag('demossr def', '.demossr-def{margin:0}')}<button class="demossr-abc demossr-def">B</button>`;
  expect(extractDemoStyles(second, styles)).toBe('<button class="demossr-abc demossr-def">B</button>');
  expect([...styles]).toEqual([
    ['demossr-global 1toyrzu', ':root{--a:1}'],
    ['demossr abc', '.demossr-abc{color:red}'],
    ['demossr def', '.demossr-def{margin:0}'],
  ]);
});

test('markup without style tags is unchanged', () => {
  expect(extractDemoStyles('<p>plain</p>', new Map())).toBe('<p>plain</p>');
});

test("a page's styles are kept by path until taken, then forgotten; pages do not share them", () => {
  extractDemoStyles(tag('demossr abc', '.a{}'), pageDemoStyles('/a/'));
  extractDemoStyles(tag('demossr def', '.d{}'), pageDemoStyles('/zh/a/'));
  extractDemoStyles(tag('demossr ghi', '.g{}'), pageDemoStyles('/a/'));
  expect(takePageDemoStyles('/a/')).toBe('.a{}.g{}');
  expect(takePageDemoStyles('/a/')).toBe('');
  expect(takePageDemoStyles('/zh/a/')).toBe('.d{}');
  expect(takePageDemoStyles('/no-demos/')).toBe('');
});
