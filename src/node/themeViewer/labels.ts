import type { Language } from '../../domain/languages';

const en = {
  light: 'Light theme',
  dark: 'Dark theme',
  intro: 'The theme object of the installed @mui/material {version}, as returned by',
};

/** The texts of the generated default theme viewer (build time only). */
export const THEME_VIEWER_LABELS: Record<Language, typeof en> = {
  en,
  zh: { light: '浅色主题', dark: '深色主题', intro: '本站安装的 @mui/material {version} 的主题对象，由以下调用返回：' },
};
