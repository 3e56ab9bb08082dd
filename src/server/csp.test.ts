import crypto from 'crypto';
import site from '../config/site.json';
import { buildContentSecurityPolicy, inlineScripts, sha256 } from './csp';

describe('inlineScripts', () => {
  test.each<[string, string, string[]]>([
    ['an inline script, as written (no entity decoding)', '<script>a&&b</script>', ['a&&b']],
    ['attributes and a multi-line body', '<script id="gatsby-chunk-mapping">\n  window.x=1\n</script>', ['\n  window.x=1\n']],
    ['an empty inline script', '<script></script>', ['']],
    ['a script with src is not inline', '<script src="/app.js" async></script>', []],
    ['a JSON data block does not run', '<script type="application/json">{}</script><script type="application/ld+json">{}</script>', []],
    ['a module runs', '<script type="module">m()</script>', ['m()']],
    ['two scripts, in order', '<script>1</script><p>x</p><SCRIPT>2</SCRIPT >', ['1', '2']],
    [
      "a srcdoc frame's script, its attribute decoded",
      '<iframe srcDoc="&lt;html&gt;&lt;script&gt;if(a&amp;&amp;b)c(&quot;dark&quot;,&#x27;x&#39;)&lt;/script&gt;"></iframe>',
      [`if(a&&b)c("dark",'x')`],
    ],
  ])('%s', (_name, html, expected) => {
    expect(inlineScripts(html)).toEqual(expected);
  });
});

test('sha256: the CSP source of a script, as browsers compute it (UTF-8 bytes, base64)', () => {
  expect(sha256('alert(1)')).toBe(`'sha256-${crypto.createHash('sha256').update(Buffer.from('alert(1)', 'utf8')).digest('base64')}'`);
  expect(sha256('é')).toBe(
    `'sha256-${crypto
      .createHash('sha256')
      .update(Buffer.from([0xc3, 0xa9]))
      .digest('base64')}'`,
  );
});

describe('buildContentSecurityPolicy', () => {
  const policy = buildContentSecurityPolicy(site, ["'sha256-abc='", "'sha256-abc='"]);
  const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1].split(' ');

  test.each<[string, string[]]>([
    ['script-src', ["'self'", "'sha256-abc='", new URL(site.ads.networkScriptUrl).origin, ...site.ads.networkOrigins, new URL(site.analytics.gtagScriptUrl).origin]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['connect-src', ["'self'", new URL(site.ads.feedUrl).origin, ...site.analytics.collectOrigins]],
    ['form-action', ["'self'", 'https://codesandbox.io', 'https://stackblitz.com']],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ])('%s', (name, sources) => {
    expect(directive(name)).toEqual(sources);
  });

  test('no script source that would let any inline or evaluated script run', () => {
    expect(directive('script-src')!.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:(?!\/)|data:/);
    expect(directive('default-src')).toEqual(["'self'"]);
  });
});
