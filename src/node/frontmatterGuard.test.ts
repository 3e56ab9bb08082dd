/**
 * @jest-environment node
 */
import { checkFrontmatterSyntax } from './frontmatterGuard';

test.each([
  ['---\ntitle: Fine\ndescription: Also fine\n---\n\nBody', null],
  ['---\ntitle: "Quoted: fine"\ndescription: d\n---\n', null],
  ['---\ntitle: Upgrade to v6: getting started\ndescription: d\n---\n', /^content\/a\.mdx:2: frontmatter is not valid YAML \(.+\)\. Fix: quote values/],
  ['---\ntitle: t\ndescription: d\n  bad: indent\n---\n', /^content\/a\.mdx:\d: frontmatter is not valid YAML/],
  ['No frontmatter here', /^content\/a\.mdx:1: missing frontmatter/],
])('%j', (source, expected) => {
  const result = checkFrontmatterSyntax('content/a.mdx', source);
  if (expected === null) expect(result).toBeNull();
  else expect(result).toMatch(expected);
});
