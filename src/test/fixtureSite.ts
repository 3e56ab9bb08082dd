import fs from 'fs';
import os from 'os';
import path from 'path';

/**
 * A small built site in a temporary folder, shaped like Gatsby's `public/`: pages with the inline scripts real pages
 * carry (a head script, Gatsby's per-page path, a framed demo's `srcdoc` script), a Chinese page, the 404 page, page
 * data, the service worker, hashed scripts, fonts and the project's hashed files. For the server's tests, which must
 * not depend on a build.
 */
export const FIXTURE_SCRIPTS = {
  head: 'var w=window;w.dataLayer=w.dataLayer||[];',
  buttonPath: '/*<![CDATA[*/window.pagePath="/material-ui/react-button/";/*]]>*/',
  framePath: 'window.pagePath="/toolpad/core/react-dashboard-layout/";',
  frame: '(function(){var p=parent.document.documentElement;document.documentElement.className=p.className})()',
  notFound: 'window.pagePath="/404.html";',
};

const page = (title: string, scripts: string[], body = '') =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title>${scripts.map((s) => `<script>${s}</script>`).join('')}` +
  `<script src="/app-0123456789abcdef0123.js" async></script></head><body><main>${body}${'<p>Lorem ipsum dolor sit amet. </p>'.repeat(200)}</main></body></html>`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function createFixtureSite(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-site-'));
  const files: Record<string, string> = {
    'index.html': page('Home', [FIXTURE_SCRIPTS.head, 'window.pagePath="/";']),
    '404.html': page('Not found', [FIXTURE_SCRIPTS.head, FIXTURE_SCRIPTS.notFound], '<h1>Page not found</h1>'),
    'material-ui/react-button/index.html': page('Button', [FIXTURE_SCRIPTS.head, FIXTURE_SCRIPTS.buttonPath]),
    'zh/material-ui/react-button/index.html': page('Button', [FIXTURE_SCRIPTS.head, 'window.pagePath="/zh/material-ui/react-button/";']),
    'toolpad/core/react-dashboard-layout/index.html': page(
      'Dashboard layout',
      [FIXTURE_SCRIPTS.head, FIXTURE_SCRIPTS.framePath],
      `<iframe title="demo" srcDoc="${escapeAttribute(`<!DOCTYPE html><html><head><script>${FIXTURE_SCRIPTS.frame}</script></head><body></body></html>`)}"></iframe>`,
    ),
    'page-data/material-ui/react-button/page-data.json': '{"path":"/material-ui/react-button/"}',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'app-0123456789abcdef0123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'static/font-0123456789abcdef0123456789abcdef.woff2': 'wOF2',
    'styles/shell.0123456789abcdef.css': `body{margin:0}${'.a{color:red}'.repeat(200)}`,
    'nav/material-ui.0123456789abcdef.json': '{}',
    'search/en-names.0123456789abcdef.json': '[]',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
