import fs from 'node:fs';
import path from 'node:path';
import { gzip } from './weight.mjs';

/** The kind of a file under public/, by its path relative to it (forward slashes). */
export function outputKind(relative) {
  if (relative.endsWith('.map')) return 'maps';
  if (/^(page-data|slice-data)\//.test(relative) && relative.endsWith('.json')) return 'pageData';
  if (relative.endsWith('.html')) return 'html';
  if (relative.endsWith('.js')) return 'js';
  if (relative.endsWith('.css')) return 'css';
  return 'other';
}

/** Bytes under public/ by kind (HTML, page data incl. slice data, JS without maps, CSS, source maps, other) and in total. */
export function measureOutput(publicDir) {
  const sizes = { html: 0, pageData: 0, js: 0, css: 0, maps: 0, other: 0, total: 0, files: 0 };
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const bytes = fs.statSync(file).size;
    sizes[outputKind(path.relative(publicDir, file).split(path.sep).join('/'))] += bytes;
    sizes.total += bytes;
    sizes.files += 1;
  }
  return sizes;
}

const sizeOf = (value) => (value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value)));

/** Bytes of the HTML's inline `<style>` and `<script>` elements and of each `<nav>` by its aria-label. */
export function htmlParts(html) {
  const sum = (re) => [...html.matchAll(re)].reduce((total, m) => total + Buffer.byteLength(m[0]), 0);
  const navs = {};
  for (const m of html.matchAll(/<nav\b[^>]*>/g)) {
    const end = html.indexOf('</nav>', m.index);
    const label = /aria-label="([^"]*)"/.exec(m[0])?.[1] ?? `nav ${Object.keys(navs).length + 1}`;
    if (end > 0) navs[label] = Buffer.byteLength(html.slice(m.index, end + '</nav>'.length));
  }
  return { styles: sum(/<style[^>]*>[\s\S]*?<\/style>/g), scripts: sum(/<script[^>]*>[\s\S]*?<\/script>/g), navs };
}

/** Entries of a sidebar tree (every node, groups included). */
const countNavNodes = (nodes) => (nodes ?? []).reduce((total, node) => total + 1 + countNavNodes(node.children), 0);

/**
 * The product's sidebar file a page's navigation fetches (its `data-nav-source`): shared by every page of the
 * product and fetched once per visit, so not part of the page's own bytes. Null when the page has none.
 */
function navFileOf(publicDir, html) {
  const source = /data-nav-source="([^"]+)"/.exec(html)?.[1];
  if (!source) return null;
  const data = fs.readFileSync(path.join(publicDir, source));
  return { path: source, raw: data.length, gzip: gzip(data), entries: countNavNodes(JSON.parse(data.toString()).tree) };
}

/**
 * One built page's own files: its HTML and page data (raw and gzip), what the HTML holds (inline styles and
 * scripts, navigation) and what the page data is made of (the compiled body, the product switcher, the page
 * context, the rest); and the product's sidebar file the page shares with the rest of its product.
 */
export function measurePageFiles(publicDir, urlPath) {
  const html = fs.readFileSync(path.join(publicDir, urlPath, 'index.html'));
  const dataPath = urlPath === '/' ? '/index/' : urlPath;
  const data = fs.readFileSync(path.join(publicDir, 'page-data', dataPath, 'page-data.json'));
  const { result } = JSON.parse(data.toString());
  const parts = {
    body: sizeOf(result?.data?.mdx?.doc),
    products: sizeOf(result?.data?.allProduct) + sizeOf(result?.data?.product),
    context: sizeOf(result?.pageContext),
  };
  parts.rest = data.length - parts.body - parts.products - parts.context;
  return {
    htmlRaw: html.length,
    htmlGzip: gzip(html),
    htmlParts: htmlParts(html.toString()),
    dataRaw: data.length,
    dataGzip: gzip(data),
    dataParts: parts,
    navFile: navFileOf(publicDir, html.toString()),
  };
}
