import { CODE_STYLING_HASH_PREFIX, CODE_STYLINGS, type CodeStyling, type CodeVariant } from '../preferences/keys';

/**
 * The demo deep-link grammar, in one place: `#[<styling>-]<Name>.<js|tsx>` (`#BasicButtons.tsx`,
 * `#tailwind-BasicButtons.js`). The extension picks the language, the prefix the styling solution; the
 * code preferences read both from here, the demos their anchors and links.
 */
const EXTENSION: Record<CodeVariant, string> = { TS: '.tsx', JS: '.js' };
const DEMO_HASH = /\.(js|tsx)$/;

/** `#BasicButtons.tsx` → TS, `#BasicButtons.js` → JS, anything else → undefined. */
export function parseCodeVariantFromHash(hash: string): CodeVariant | undefined {
  const match = DEMO_HASH.exec(hash);
  if (!match) return undefined;
  return match[1] === 'tsx' ? 'TS' : 'JS';
}

/** `#tailwind-Demo.js` → Tailwind, `#css-Demo.tsx` → CSS, `#system-…` → MUI System; only for demo hashes. */
export function parseCodeStylingFromHash(hash: string): CodeStyling | undefined {
  if (!DEMO_HASH.test(hash)) return undefined;
  const order: CodeStyling[] = ['Tailwind', 'CSS', 'MUI System'];
  return order.find((styling) => hash.includes(CODE_STYLING_HASH_PREFIX[styling]));
}

/**
 * The demo a location names: `#tailwind-BasicButtons.js` → `BasicButtons`, `a/b/Demo.tsx` → `Demo`;
 * anything else → its last path segment.
 */
export function getDemoName(location: string): string {
  const source = location.match(/(\w+)\.(js|tsx)$/);
  if (source) return source[1];
  const clean = location.replace(/^#/, '');
  return clean.split('/').pop() ?? clean;
}

/** Every anchor id a demo owns, so each deep link form scrolls to it. */
export function getDemoAnchorIds(name: string): string[] {
  const ids = [name];
  for (const styling of CODE_STYLINGS) {
    const prefix = CODE_STYLING_HASH_PREFIX[styling];
    ids.push(`${prefix}${name}.js`, `${prefix}${name}.tsx`);
  }
  ids.push(`${name}.js`, `${name}.tsx`);
  return ids;
}

/** The hash that reopens this demo in the given language and styling (the "copy link" items). */
export function getDemoSourceHash(name: string, variant: CodeVariant, styling: CodeStyling): string {
  return `${CODE_STYLING_HASH_PREFIX[styling]}${name}${EXTENSION[variant]}`;
}

/** The full link for a demo source: the page URL without its hash, plus the demo hash. */
export function getDemoSourceLink(href: string, name: string, variant: CodeVariant, styling: CodeStyling): string {
  return `${href.split('#')[0]}#${getDemoSourceHash(name, variant, styling)}`;
}

/** True when the URL hash is a deep link to this demo's source (it opens the code). */
export function isDemoSourceHash(hash: string, name: string): boolean {
  return DEMO_HASH.test(hash) && getDemoName(hash) === name;
}
