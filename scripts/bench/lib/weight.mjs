import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/chromium.mjs';

export const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/**
 * What a browser downloads for each page until the network is idle: scripts (first-load JS),
 * stylesheets plus the CSS inlined in the HTML, the HTML itself, page data, and the request count.
 */
export async function measurePages(origin, paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const out = {};
    for (const path of paths) {
      const page = await browser.newPage();
      const responses = [];
      page.on('response', (r) => responses.push(r));
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      const m = { jsRaw: 0, jsGzip: 0, scripts: 0, cssRaw: 0, cssGzip: 0, htmlRaw: 0, htmlGzip: 0, dataRaw: 0, dataGzip: 0, requests: responses.length };
      for (const response of responses) {
        const type = response.request().resourceType();
        const body = await response.body().catch(() => Buffer.alloc(0));
        if (type === 'document') {
          m.htmlRaw = body.length;
          m.htmlGzip = gzip(body);
          const inlineCss = [...body.toString().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((x) => x[1]).join('');
          m.cssRaw += Buffer.byteLength(inlineCss);
          m.cssGzip += gzip(Buffer.from(inlineCss));
        } else if (type === 'script') {
          m.jsRaw += body.length;
          m.jsGzip += gzip(body);
          m.scripts += 1;
        } else if (type === 'stylesheet') {
          m.cssRaw += body.length;
          m.cssGzip += gzip(body);
        } else if (new URL(response.url()).pathname.endsWith('.json')) {
          m.dataRaw += body.length;
          m.dataGzip += gzip(body);
        }
      }
      out[path] = m;
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}
