import type { Language } from '../../domain/languages';

const en = {
  label: 'Decoded error',
  loading: 'Decoding the error…',
  decodedTitle: 'MUI error #{code}, in full:',
  explain: 'How to read this message',
  unknownTitle: 'No message is known for error code “{code}”.',
  unknownHelp:
    'Check that the whole URL was copied from the error, code and arguments included. The table comes from the MUI packages this site documents; an error from another version may use another code: reproduce it in a development build to see the full message.',
  failed: 'The table of error messages could not be loaded.',
  retry: 'Retry',
};

/** The decoder's texts, in its own chunk (only /production-error/ with a code loads them, not every page). */
export const DECODER_LABELS: Record<Language, typeof en> = {
  en,
  zh: {
    label: '解码后的错误',
    loading: '正在解码错误…',
    decodedTitle: 'MUI 错误 #{code} 的完整信息：',
    explain: '如何阅读这条信息',
    unknownTitle: '错误代码“{code}”没有对应的信息。',
    unknownHelp:
      '请确认从错误中复制了完整的 URL，包括代码和参数。此表来自本站文档所对应的 MUI 软件包；其他版本的错误可能使用不同的代码：请在开发构建中重现该错误以查看完整信息。',
    failed: '无法加载错误信息表。',
    retry: '重试',
  },
};
