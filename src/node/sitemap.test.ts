import { buildRobots, buildSitemap } from './sitemap';

const SITE = 'https://docs.example';

test('every page with its versions in the other languages (xhtml:link alternates, x-default English)', () => {
  const xml = buildSitemap(['/zh/material-ui/react-button/', '/material-ui/react-button/', '/only-english/'], SITE);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  expect(entries).toHaveLength(3);
  const button = entries.find((e) => e.includes('<loc>https://docs.example/material-ui/react-button/</loc>'))!;
  expect(button).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://docs.example/material-ui/react-button/"/>');
  expect(button).toContain('<xhtml:link rel="alternate" hreflang="zh" href="https://docs.example/zh/material-ui/react-button/"/>');
  expect(button).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://docs.example/material-ui/react-button/"/>');
  const zh = entries.find((e) => e.includes('<loc>https://docs.example/zh/material-ui/react-button/</loc>'))!;
  expect(zh).toContain('hreflang="en"');
  // A page in one language names no alternate that does not exist.
  expect(entries.find((e) => e.includes('only-english'))).not.toContain('xhtml:link');
});

test('robots.txt points at the sitemap', () => {
  expect(buildRobots(SITE)).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://docs.example/sitemap.xml\n');
});
