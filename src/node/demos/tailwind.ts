import { TAILWIND_SCOPE_CLASS } from '../../domain/demo';

/**
 * The CSS for the Tailwind classes one demo uses, generated at build time (the site ships no Tailwind
 * runtime and fetches nothing). Preflight is off and every rule is scoped under the preview element.
 */
export async function compileTailwindCss(source: string): Promise<string> {
  // Both are CommonJS packages whose export is the function itself: require keeps that true under
  // Gatsby's compilation of gatsby-node (an import() there wraps them in a namespace object).
  /* eslint-disable @typescript-eslint/no-require-imports -- deliberate, see above */
  const postcss = require('postcss') as typeof import('postcss').default;
  const tailwind = require('tailwindcss') as typeof import('tailwindcss');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const result = await postcss([
    tailwind({
      content: [{ raw: source, extension: 'tsx' }],
      corePlugins: { preflight: false },
      important: `.${TAILWIND_SCOPE_CLASS}`,
      darkMode: ['class', '.dark'],
    }),
  ]).process('@tailwind base;\n@tailwind components;\n@tailwind utilities;', { from: undefined });
  return result.css;
}
