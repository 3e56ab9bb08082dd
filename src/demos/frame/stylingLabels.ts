import type { CodeStyling } from '../../domain/preferences';

/** The translation key naming each styling solution (toolbar button and styling menu). */
export const STYLING_LABEL_KEY = {
  'MUI System': 'demo.stylingSystem',
  Tailwind: 'demo.stylingTailwind',
  CSS: 'demo.stylingCss',
} as const satisfies Record<CodeStyling, string>;
