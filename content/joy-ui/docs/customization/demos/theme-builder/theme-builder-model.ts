import colors from '@mui/joy/colors';

export type Scheme = 'light' | 'dark';
export type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
export type Scale = Record<Shade, string>;

export const SHADES: Shade[] = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];

// Shares of white (lighter shades) or black (darker shades) mixed into the base
// color, tuned so that a generated scale is close to Joy UI's own scales.
const MIX: Record<Shade, { with: 'white' | 'black'; amount: number }> = {
  50: { with: 'white', amount: 0.93 },
  100: { with: 'white', amount: 0.88 },
  200: { with: 'white', amount: 0.77 },
  300: { with: 'white', amount: 0.58 },
  400: { with: 'white', amount: 0.3 },
  500: { with: 'white', amount: 0 },
  600: { with: 'black', amount: 0.18 },
  700: { with: 'black', amount: 0.4 },
  800: { with: 'black', amount: 0.66 },
  900: { with: 'black', amount: 0.83 },
};

export const isHexColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

function toRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: number[]) {
  return `#${rgb
    .map((c) => Math.round(c).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** A 50-900 scale whose 500 shade is `base`. */
export function generateScale(base: string): Scale {
  const rgb = toRgb(base);
  const scale = {} as Scale;
  SHADES.forEach((shade) => {
    const { with: target, amount } = MIX[shade];
    const t = target === 'white' ? 255 : 0;
    scale[shade] = toHex(rgb.map((c) => c + (t - c) * amount));
  });
  return scale;
}

function luminance(hex: string) {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two hex colors. */
export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface Hue {
  id: string;
  label: string;
  scale: Scale;
}

const joyScale = (scale: Record<string, string>) => scale as unknown as Scale;

/** Primary hues: Joy UI's own scales first, then scales generated from a base. */
export const PRIMARY_HUES: Hue[] = [
  { id: 'blue', label: 'Blue (default)', scale: joyScale(colors.blue) },
  { id: 'indigo', label: 'Indigo', scale: generateScale('#4F46E5') },
  { id: 'violet', label: 'Violet', scale: generateScale('#7C3AED') },
  { id: 'pink', label: 'Pink', scale: generateScale('#BE185D') },
  { id: 'red', label: 'Red', scale: joyScale(colors.red) },
  { id: 'orange', label: 'Orange', scale: generateScale('#C2410C') },
  { id: 'yellow', label: 'Amber', scale: joyScale(colors.yellow) },
  { id: 'green', label: 'Green', scale: joyScale(colors.green) },
  { id: 'teal', label: 'Teal', scale: generateScale('#0F766E') },
];

export const NEUTRAL_HUES: Hue[] = [
  { id: 'grey', label: 'Grey (default)', scale: joyScale(colors.grey) },
  { id: 'slate', label: 'Slate', scale: generateScale('#64748B') },
  { id: 'zinc', label: 'Zinc', scale: generateScale('#71717A') },
  { id: 'stone', label: 'Stone', scale: generateScale('#78716C') },
];

export const FONTS = [
  { id: 'default', label: 'Inter, then system fonts (default)', stack: '' },
  {
    id: 'system',
    label: 'System UI',
    stack:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  {
    id: 'humanist',
    label: 'Humanist sans-serif',
    stack: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", sans-serif',
  },
  {
    id: 'serif',
    label: 'Transitional serif',
    stack: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  },
  {
    id: 'mono',
    label: 'Monospace',
    stack:
      'ui-monospace, "Cascadia Code", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
];

export interface PaletteChoice {
  /** A PRIMARY_HUES id, or 'custom' to use `customHex`. */
  primary: string;
  customHex: string;
  neutral: string;
}

export interface BuilderState {
  palettes: Record<Scheme, PaletteChoice>;
  /** The `md` radius in pixels; the other sizes are derived from it. */
  radius: number;
  font: string;
}

export const DEFAULT_STATE: BuilderState = {
  palettes: {
    light: { primary: 'blue', customHex: '#0B6BCB', neutral: 'grey' },
    dark: { primary: 'blue', customHex: '#0B6BCB', neutral: 'grey' },
  },
  radius: 8,
  font: 'default',
};

export function primaryScale(choice: PaletteChoice): Scale {
  if (choice.primary === 'custom') {
    return generateScale(
      isHexColor(choice.customHex) ? choice.customHex : '#0B6BCB',
    );
  }
  return (PRIMARY_HUES.find((hue) => hue.id === choice.primary) ?? PRIMARY_HUES[0])
    .scale;
}

export function neutralScale(choice: PaletteChoice): Scale {
  return (NEUTRAL_HUES.find((hue) => hue.id === choice.neutral) ?? NEUTRAL_HUES[0])
    .scale;
}

/** xs to xl from the md value: 8px gives Joy UI's defaults (2, 6, 8, 12, 16). */
export function radiusScale(md: number) {
  return {
    xs: `${Math.round(md / 4)}px`,
    sm: `${Math.round(md * 0.75)}px`,
    md: `${md}px`,
    lg: `${Math.round(md * 1.5)}px`,
    xl: `${md * 2}px`,
  };
}

const isDefaultPrimary = (choice: PaletteChoice) => choice.primary === 'blue';
const isDefaultNeutral = (choice: PaletteChoice) => choice.neutral === 'grey';

/** The options for extendTheme(): only what differs from the default theme. */
export function buildThemeOptions(state: BuilderState) {
  const colorSchemes: Partial<Record<Scheme, { palette: Record<string, Scale> }>> =
    {};
  (['light', 'dark'] as const).forEach((scheme) => {
    const choice = state.palettes[scheme];
    const palette: Record<string, Scale> = {};
    if (!isDefaultPrimary(choice)) {
      palette.primary = primaryScale(choice);
    }
    if (!isDefaultNeutral(choice)) {
      palette.neutral = neutralScale(choice);
    }
    if (Object.keys(palette).length > 0) {
      colorSchemes[scheme] = { palette };
    }
  });
  const font = FONTS.find((item) => item.id === state.font);
  return {
    ...(Object.keys(colorSchemes).length > 0 && { colorSchemes }),
    ...(font?.stack && { fontFamily: { body: font.stack, display: font.stack } }),
    ...(state.radius !== DEFAULT_STATE.radius && {
      radius: radiusScale(state.radius),
    }),
  };
}

const quote = (value: string) => `'${value.replace(/'/g, "\\'")}'`;
const key = (name: string) =>
  /^([a-z_$][\w$]*|\d+)$/i.test(name) ? name : quote(name);

function print(value: unknown, indent: string): string {
  if (typeof value === 'string') {
    return quote(value);
  }
  if (typeof value === 'number') {
    return String(value);
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const inner = `${indent}  `;
  return `{\n${entries
    .map(([name, item]) => `${inner}${key(name)}: ${print(item, inner)},`)
    .join('\n')}\n${indent}}`;
}

/** The source code of the theme, ready to paste in a file. */
export function themeCode(state: BuilderState) {
  const options = buildThemeOptions(state);
  const call =
    Object.keys(options).length === 0
      ? 'extendTheme(); // Nothing changed: this is the default theme.'
      : `extendTheme(${print(options, '')});`;
  return `import { extendTheme } from '@mui/joy/styles';\n\nconst theme = ${call}\n\nexport default theme;\n`;
}
