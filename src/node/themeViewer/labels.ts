import type { Language } from '../../domain/languages';

/** A tree's heading and the sentence under it: `{package}` and `{version}` are filled in, `{call}` is written as code. */
export interface TreeLabels {
  heading: string;
  intro: string;
}

export type ThemeViewerLabels = Record<'light' | 'dark', TreeLabels>;

/** The texts of Material UI's generated default theme viewer (build time only). */
export const MATERIAL_THEME_VIEWER_LABELS: Record<Language, ThemeViewerLabels> = {
  en: {
    light: { heading: 'Light theme', intro: 'The theme object of the installed {package} {version}, as returned by {call}' },
    dark: { heading: 'Dark theme', intro: '{call}' },
  },
  zh: {
    light: { heading: '浅色主题', intro: '本站安装的 {package} {version} 的主题对象，由以下调用返回：{call}' },
    dark: { heading: '深色主题', intro: '{call}' },
  },
};

/** The texts of Joy UI's generated default theme viewer (build time only). */
export const JOY_THEME_VIEWER_LABELS: Record<Language, ThemeViewerLabels> = {
  en: {
    light: {
      heading: 'Light color scheme',
      intro: 'The theme object of the installed {package} {version}, as returned by {call}: the light color scheme is its default.',
    },
    dark: {
      heading: 'Dark color scheme',
      intro: 'The same theme as {call} applies it in dark mode: the keys of colorSchemes.dark (palette and the shadow variables) replace the light ones.',
    },
  },
  zh: {
    // Not "配色方案": that query's page is Material UI's dark mode guide (test/search/queries.json).
    light: { heading: '浅色主题', intro: '本站安装的 {package} {version} 的主题对象，由 {call} 返回：默认为浅色。' },
    dark: { heading: '深色主题', intro: '{call} 切换到深色时应用的同一主题：colorSchemes.dark 中的键（palette 和阴影变量）替换了浅色的值。' },
  },
};
