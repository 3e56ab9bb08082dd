import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type siteConfig from '../config/site.json';

/**
 * The Content-Security-Policy of the site: exactly what its pages load.
 *
 * - Scripts: the site's own files, the inline scripts a page carries allowed by their SHA-256 (the gtag queue and
 *   the no-flash script in the head, the body's colour-scheme lines, MUI's and Joy's InitColorSchemeScript, Gatsby's
 *   page path and chunk map, the offline page's reload script, the colour-scheme script in a framed demo's `srcdoc`,
 *   which the frame inherits), the ad network's script and the Google tag (site.json). The hashes are read from the
 *   built HTML itself (`createCspIndex`), so a changed script can never be allowed by a stale list.
 * - Styles: 'unsafe-inline'. Emotion (MUI's style engine) inserts <style> elements at run time, the pages carry their
 *   demos' rules in a <style> and React writes style attributes into the server HTML; none of them can carry a hash
 *   or nonce that a static file could know. Style injection cannot run code.
 * - Images: the site's, data: URIs (demo components draw a few), and any https: image: the ad feed names its images
 *   and impression pixels on hosts of its choosing.
 * - Connections: the site (feedback, page data, search), the ad feed, the analytics collection hosts.
 * - Forms: the sandboxes (CodeSandbox's define API, StackBlitz's run URL), which demos POST to in a new tab.
 * - Frames: same origin only (framed demos are `srcdoc` frames); the site may be framed by itself only.
 * - The service worker: same origin.
 */
type Site = typeof siteConfig;

export const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const ENTITIES: Record<string, string> = { quot: '"', apos: "'", lt: '<', gt: '>', amp: '&' };
const decodeAttribute = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|quot|apos|lt|gt|amp);/gi, (_, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity.toLowerCase()];
    return String.fromCodePoint(entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });

/**
 * The text of every inline script of an HTML document, the scripts of its `srcdoc` frames included (a `srcdoc`
 * document inherits its parent's policy). Scripts with a `src` and data blocks (`type="application/json"`) are left out.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !/^(module|text\/javascript|application\/javascript)$/.test(type)) continue;
    found.push(body);
  }
  for (const [, doc] of html.matchAll(/\ssrcdoc\s*=\s*"([^"]*)"/gi)) found.push(...inlineScripts(decodeAttribute(doc)));
  return found;
}

const origin = (url: string) => new URL(url).origin;

/** The policy for a document whose inline scripts have `scriptHashes` (none for responses that are not HTML). */
export function buildContentSecurityPolicy(site: Site, scriptHashes: readonly string[]): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...new Set(scriptHashes), origin(site.ads.networkScriptUrl), ...site.ads.networkOrigins, origin(site.analytics.gtagScriptUrl)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", origin(site.ads.feedUrl), ...site.analytics.collectOrigins]],
    ['frame-src', ["'self'"]],
    ['child-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", origin(site.sandboxes.codeSandboxDefineUrl), origin(site.sandboxes.stackBlitzRunUrl)]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

export interface CspIndex {
  /** The policy of responses that are not HTML (no inline script can run in them). */
  readonly basePolicy: string;
  /** Reads every HTML file of the folder once (at start-up); returns how many and how long it took. */
  scan(): { files: number; ms: number };
  /** The policy of the file at `file` (absolute path): its own script hashes for HTML, none for other files. */
  policyFor(file: string): string;
}

/**
 * The policies of a built site's files. The HTML files are read once by `scan()`; a file changed since (a new build
 * written under a running server) or not seen yet is read again on its next request.
 */
export function createCspIndex(publicDir: string, site: Site): CspIndex {
  const root = path.resolve(publicDir);
  const base = buildContentSecurityPolicy(site, []);
  const policies = new Map<string, { mtimeMs: number; size: number; policy: string }>();

  const read = (file: string, stat: fs.Stats) => {
    const policy = buildContentSecurityPolicy(site, inlineScripts(fs.readFileSync(file, 'utf8')).map(sha256));
    policies.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, policy });
    return policy;
  };

  const walk = (dir: string, visit: (file: string) => void) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, visit);
      else if (entry.name.endsWith('.html')) visit(full);
    }
  };

  return {
    basePolicy: base,
    scan() {
      const started = Date.now();
      let files = 0;
      walk(root, (file) => {
        read(file, fs.statSync(file));
        files += 1;
      });
      return { files, ms: Date.now() - started };
    },
    policyFor(file) {
      if (!file.endsWith('.html')) return base;
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) return base;
      const known = policies.get(file);
      return known && known.mtimeMs === stat.mtimeMs && known.size === stat.size ? known.policy : read(file, stat);
    },
  };
}
