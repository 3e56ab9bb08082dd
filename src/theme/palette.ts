/** Brand colour scales (reference §13). */
const scale = (hue: number, sat: number, lights: number[]) =>
  Object.fromEntries([50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((k, i) => [k, `hsl(${hue}, ${sat}%, ${lights[i]}%)`])) as Record<
    50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900,
    string
  >;

export const blue = scale(210, 100, [96, 90, 80, 70, 60, 45, 42, 38, 30, 23]);
export const blueDark = scale(210, 14, [92, 87, 72, 56, 36, 28, 22, 13, 9, 7]);
export const grey = scale(215, 15, [97, 92, 89, 82, 75, 65, 50, 40, 22, 12]);
