import { decomposeColor, getContrastRatio, hslToRgb } from '@mui/material/styles';
import { CALLOUT_TYPES } from '../domain/markdown';
import { calloutColors } from './calloutColors';

/** An rgb() colour of `color` painted over the opaque `under` (alpha compositing). */
function over(color: string, under: string): string {
  const toRgb = (c: string) => decomposeColor(c.startsWith('hsl') ? hslToRgb(c) : c).values;
  const [r, g, b, a = 1] = toRgb(color);
  const base = toRgb(under);
  return `rgb(${[r, g, b].map((v, i) => Math.round(v * a + base[i] * (1 - a))).join(', ')})`;
}

const cases = (['light', 'dark'] as const).flatMap((mode) =>
  CALLOUT_TYPES.flatMap((type) => {
    const { page, code, types } = calloutColors[mode];
    const colors = types[type];
    const background = over(colors.background, page);
    return [
      [mode, type, 'text', colors.text, background],
      [mode, type, 'bold text', colors.strong, background],
      [mode, type, 'link', colors.link, background],
      [mode, type, 'inline code', colors.text, over(code.background, background)],
    ] as const;
  }),
);

test.each(cases)('%s %s callout: %s has AA contrast', (_mode, _type, _what, foreground, background) => {
  expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
});

test.each((['light', 'dark'] as const).flatMap((mode) => CALLOUT_TYPES.map((type) => [mode, type] as const)))(
  '%s %s callout: the icon stands out (3:1)',
  (mode, type) => {
    const { page, types } = calloutColors[mode];
    expect(getContrastRatio(types[type].icon, over(types[type].background, page))).toBeGreaterThanOrEqual(3);
  },
);
