/** Brand colour scales. */
const scale = (hue: number, sat: number, lights: number[]) =>
  Object.fromEntries([50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((k, i) => [k, `hsl(${hue}, ${sat}%, ${lights[i]}%)`])) as Record<
    50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900,
    string
  >;

export const blue = scale(210, 100, [96, 90, 80, 70, 60, 45, 42, 38, 30, 23]);
export const blueDark = scale(210, 14, [92, 87, 72, 56, 36, 28, 22, 13, 9, 7]);
export const grey = scale(215, 15, [97, 92, 89, 82, 75, 65, 50, 40, 22, 12]);
/** Status scales (error hue 355, success hue 144, warning hues 48 → 36); used by callouts. */
export const error = scale(355, 98, [97, 93, 87, 80, 74, 66, 46, 39, 29, 17]);
export const success = scale(144, 72, [95, 87, 77, 66, 56, 46, 41, 37, 31, 21]);
export const warning = {
  50: 'hsl(48, 100%, 96%)',
  100: 'hsl(48, 100%, 88%)',
  200: 'hsl(48, 100%, 82%)',
  300: 'hsl(48, 100%, 64%)',
  400: 'hsl(48, 100%, 48%)',
  500: 'hsl(41, 100%, 45%)',
  600: 'hsl(39, 100%, 42%)',
  700: 'hsl(36, 100%, 37%)',
  800: 'hsl(36, 100%, 28%)',
  900: 'hsl(36, 100%, 20%)',
} as const;
