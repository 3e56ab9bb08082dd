import { buildSandboxHtml, type SandboxHtmlOptions } from './html';

const base: SandboxHtmlOptions = { title: 'BasicButtons demo — Material UI', language: 'en', codeStyling: 'MUI System', withTwoToneIcons: false };

test('head: lang, charset, title, viewport, Roboto and Material Icons', () => {
  const html = buildSandboxHtml({ ...base, language: 'zh' });
  expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="zh">/);
  expect(html).toContain('<meta charset="utf-8" />');
  expect(html).toContain('<meta name="viewport" content="initial-scale=1, width=device-width" />');
  expect(html).toContain('<title>BasicButtons demo — Material UI</title>');
  expect(html).toContain('<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin />');
  expect(html).toContain('href="https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap"');
  expect(html).toContain('href="https://fonts.googleapis.com/icon?family=Material+Icons"');
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('tailwind');
});

test('Two Tone icons are loaded only when asked for', () => {
  expect(buildSandboxHtml({ ...base, withTwoToneIcons: true })).toContain('family=Material+Icons+Two+Tone"');
});

test('Tailwind: CDN script plus a config extending the classes the demos use', () => {
  const html = buildSandboxHtml({ ...base, codeStyling: 'Tailwind' });
  expect(html).toContain('<script src="https://cdn.tailwindcss.com"></script>');
  const config = html.match(/tailwind\.config = ([\s\S]*?);\n/)?.[1];
  expect(JSON.parse(config ?? 'null').theme.extend).toEqual(
    expect.objectContaining({ animation: { appear: 'in-right 200ms' }, minWidth: expect.objectContaining({ listbox: '200px' }) }),
  );
});

test('the title is escaped', () => {
  expect(buildSandboxHtml({ ...base, title: 'A <b> & "c"' })).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
});
