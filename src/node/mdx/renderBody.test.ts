/**
 * @jest-environment node
 */
import { createTranslate } from '../../domain/i18n';
import { zh } from '../../domain/i18n/zh';
import { markupLabels, type BodySegment } from '../../domain/markdown';
import { compileDoc } from './compileDoc';
import { importEsm } from './esm';
import { renderBody, type ToHtml } from './renderBody';

const loc = { file: 'content/p/docs/page.mdx', lineOffset: 0 };
const demoData = (name: string) => ({ name, gaLabel: `g/${name}`, variants: {} });
let toHtml: ToHtml;
beforeAll(async () => {
  const module = await importEsm('hast-util-to-html');
  toHtml = (tree) => module.toHtml(tree, { allowDangerousHtml: true });
});

async function render(markdown: string, language: 'en' | 'zh' = 'en'): Promise<BodySegment[]> {
  const { tree } = await compileDoc(markdown, loc, { loadDemo: async (name) => demoData(name) as never });
  return renderBody(tree, language, markupLabels(createTranslate(language, language === 'zh' ? zh : undefined)), toHtml);
}
const htmlOf = (segments: BodySegment[]) => segments.map((s) => ('html' in s ? s.html : `[demo ${s.demo}]`)).join('');

test('the body is split at each demo, in order; nothing empty is left between two demos', async () => {
  const segments = await render('Intro\n\n<Demo name="A" />\n\n<Demo name="B" />\n\n## After\n\nText\n');
  expect(segments.map((s) => ('html' in s ? 'html' : s.demo))).toEqual(['html', 'A', 'B', 'html']);
});

test('a demo inside a block fails the build at its line', async () => {
  await expect(compileDoc(':::info\nSee\n\n<Demo name="A" />\n:::\n', loc, { loadDemo: async (n) => demoData(n) as never })).rejects.toThrow(
    /page\.mdx:4: a <Demo> must stand on its own at the top level/,
  );
});

test('h2 and h3 carry a link to themselves and one to the section feedback, named by their text, with decorative icons', async () => {
  const html = htmlOf(await render('## Basic button\n\n### With `code`\n'));
  expect(html).toContain('<h2 id="basic-button">Basic button<a class="anchor-link" href="#basic-button" aria-label="Link to this section: Basic button">');
  // Its icon comes from the style sheet: no SVG in each heading. Then the link to the page feedback for the
  // section (the widget opens its form for it; without JavaScript the link reaches the widget).
  expect(html).toContain(
    'aria-label="Link to this section: Basic button"></a><a class="MuiFeedback-sectionLink" href="#page_feedback" data-feedback-hash="basic-button" aria-label="Comment on this section: Basic button"></a></h2>',
  );
  expect(html).toContain('aria-label="Link to this section: With code"');
});

test('internal links get the language prefix and a trailing slash; external ones open a new tab', async () => {
  const markdown = '[Button](/material-ui/react-button) [sizes](/material-ui/react-button#sizes) [here](#here) [GitHub](https://github.com/mui)\n';
  const en = htmlOf(await render(markdown));
  expect(en).toContain('<a href="/material-ui/react-button/">Button</a>');
  expect(en).toContain('<a href="/material-ui/react-button/#sizes">sizes</a>');
  expect(en).toContain('<a href="#here">here</a>');
  expect(en).toContain('<a href="https://github.com/mui" target="_blank" rel="noopener">GitHub</a>');
  expect(htmlOf(await render(markdown, 'zh'))).toContain('<a href="/zh/material-ui/react-button/">Button</a>');
});

test('code blocks: highlighted, copy button and hint in the page language, an empty key for the browser to fill', async () => {
  const en = htmlOf(await render('```bash title="Terminal"\nnpm install\n```\n'));
  expect(en).toContain('<div class="MuiCode-root"><div class="MuiCode-title">Terminal</div><pre tabindex="0" dir="ltr"><code class="language-bash">');
  expect(en).toContain('<span class="token function">npm</span>');
  expect(en).toContain(
    '<button type="button" aria-label="Copy the code" class="MuiCode-copy" data-ga-event-category="code" data-ga-event-action="copy-click" data-copied-label="Copied"><span class="MuiCode-copyLabel">Copy</span>',
  );
  expect(en).toContain('<span class="MuiCode-key"></span>C<span>)</span>');
  expect(en).toContain('<span role="status" class="MuiCode-status MuiMarkdown-visuallyHidden"></span>');
  const zhHtml = htmlOf(await render('```bash\nnpm install\n```\n', 'zh'));
  expect(zhHtml).toContain('aria-label="复制代码"');
  expect(zhHtml).toContain('<span class="MuiCode-copyLabel">复制</span>');
});

test('callouts are notes named by their type; tables scroll on their own; inline code reads left to right', async () => {
  const html = htmlOf(await render(':::warning\nCareful with `x`.\n:::\n\n| a |\n|---|\n| 1 |\n'));
  expect(html).toMatch(/^<aside role="note" aria-label="Warning" class="MuiCallout-root MuiCallout-warning"><span class="MuiCallout-icon-container"><svg/);
  expect(html).toContain('<div class="MuiCallout-content"><p>Careful with <code dir="ltr">x</code>.</p></div></aside>');
  expect(html).toContain('<div class="MuiMarkdown-table" tabindex="0"><table>');
  expect(htmlOf(await render(':::error\nNo.\n:::\n', 'zh'))).toContain('aria-label="错误"');
});

test('text is escaped: markup written in prose stays text', async () => {
  expect(htmlOf(await render('Use `<Button>` and 1 &lt; 2 & "quotes"\n'))).toBe('<p>Use <code dir="ltr">&#x3C;Button></code> and 1 &#x3C; 2 &#x26; "quotes"</p>');
});
