import type { Language } from '../../domain/languages';
import type { StarterFrameLabels } from '../../domain/starters';

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

/** The texts of a template page's frame and source dialog: in its page context, not in the dictionary every page loads. */
export const FRAME_LABELS: Record<Language, StarterFrameLabels> = {
  en: {
    controls: 'Template preview',
    back: 'All templates',
    sourceCode: 'Source code',
    codeSandbox: 'Open in CodeSandbox',
    stackBlitz: 'Open in StackBlitz',
    toDark: 'Turn on dark mode',
    toLight: 'Turn on light mode',
    sourceTitle: '{title} template: source code',
    files: 'Files',
    close: 'Close',
    loading: 'Loading the source…',
    loadError: 'The source could not be loaded.',
    retry: 'Retry',
  },
  zh: {
    controls: '模板预览',
    back: '所有模板',
    sourceCode: '源代码',
    codeSandbox: '在 CodeSandbox 中打开',
    stackBlitz: '在 StackBlitz 中打开',
    toDark: '切换到深色模式',
    toLight: '切换到浅色模式',
    sourceTitle: '{title}模板：源代码',
    files: '文件',
    close: '关闭',
    loading: '正在加载源代码…',
    loadError: '无法加载源代码。',
    retry: '重试',
  },
};
