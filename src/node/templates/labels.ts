import type { Language } from '../../domain/languages';

const en = {
  heading: 'Templates',
  intro: 'Each template is a complete page built only with the libraries documented here. Open it full screen, read its source, or start a sandbox from it.',
  livePreview: 'Live preview',
  sourceCode: 'Source code',
  previewAlt: 'Live preview of the {title} template',
};

/** The texts of the generated template gallery (build time only: kept out of the dictionary every page loads). */
export const GALLERY_LABELS: Record<Language, typeof en> = {
  en,
  zh: {
    heading: '模板',
    intro: '每个模板都是只用本站文档所介绍的库构建的完整页面。可以全屏打开、阅读源代码，或以它为起点打开沙盒。',
    livePreview: '在线预览',
    sourceCode: '源代码',
    previewAlt: '{title}模板的在线预览',
  },
};
