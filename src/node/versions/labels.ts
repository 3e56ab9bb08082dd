import type { Language } from '../../domain/languages';

const en = {
  title: 'Released versions',
  intro: 'Every product, its version documented here (the package installed on this site) and its earlier major versions.',
  product: 'Product',
  version: 'Version',
  status: 'Status',
  documentation: 'Documentation',
  releaseNotes: 'Release notes',
  installed: 'Installed',
  status_current: 'Current',
  status_maintenance: 'Maintenance: security and critical fixes',
  status_end_of_life: 'End of life',
};

/** The texts of the generated /versions/ table (build time only: kept out of the dictionary every page loads). */
export const VERSION_LABELS: Record<Language, typeof en> = {
  en,
  zh: {
    title: '已发布的版本',
    intro: '每个产品、本站文档对应的版本（本站安装的软件包）及其早期主要版本。',
    product: '产品',
    version: '版本',
    status: '状态',
    documentation: '文档',
    releaseNotes: '发布说明',
    installed: '已安装',
    status_current: '当前版本',
    status_maintenance: '维护中：安全和关键修复',
    status_end_of_life: '已停止维护',
  },
};
