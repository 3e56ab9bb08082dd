import { DEFAULT_CODE_STYLING, type CodeStyling, type CodeVariant } from '../preferences';
import type { DemoData, DemoSource, DemoVariant } from './types';

/**
 * The TypeScript or JavaScript version of something that always has JavaScript and may lack TypeScript
 * (a demo, a local module): TypeScript is shown only where it exists.
 */
export function pickByCodeVariant<T>(wanted: CodeVariant, versions: { TS: T | null; JS: T }): { variant: CodeVariant; value: T } {
  return wanted === 'TS' && versions.TS !== null ? { variant: 'TS', value: versions.TS } : { variant: 'JS', value: versions.JS };
}

export interface SelectedSource {
  styling: CodeStyling;
  variant: CodeVariant;
  demo: DemoVariant;
  source: DemoSource;
}

/**
 * The source a reader sees for their preferences, falling back when the demo lacks them: a missing
 * styling solution shows MUI System, a demo without TypeScript shows JavaScript.
 */
export function selectDemoSource(data: DemoData, codeVariant: CodeVariant, codeStyling: CodeStyling): SelectedSource {
  const styling = data.variants[codeStyling] ? codeStyling : DEFAULT_CODE_STYLING;
  const demo = data.variants[styling];
  if (!demo) throw new Error(`Demo ${data.name} has no "${DEFAULT_CODE_STYLING}" variant.`);
  const { variant, value: source } = pickByCodeVariant(codeVariant, demo);
  return { styling, variant, demo, source };
}

/** The styling solutions a demo offers, in menu order. */
export function getDemoStylings(data: DemoData): CodeStyling[] {
  return (['MUI System', 'Tailwind', 'CSS'] as const).filter((styling) => Boolean(data.variants[styling]));
}
