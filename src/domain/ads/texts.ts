import type { Language } from '../languages';

/** What the sponsor slot says around an ad, per language (the slot draws itself without the app: src/components/ads/slotContent.ts). */
export interface AdTexts {
  /** Before the publisher's name under an ad ("ad by Carbon"). */
  publisher: string;
  /** The appeal shown to some readers whose blocker hides the network: its three lines and the heart's label. */
  likeMui: string;
  adblock: string;
  thanks: string;
  emojiLove: string;
}

export const AD_TEXTS: Record<Language, AdTexts> = {
  en: {
    publisher: 'ad by',
    likeMui: 'Help us keep running',
    adblock: "If you don't mind tech-related ads (no tracking or remarketing), and want to keep us running, please whitelist us in your blocker.",
    thanks: 'Thank you!',
    emojiLove: 'Love',
  },
  zh: {
    publisher: '广告来自',
    likeMui: '帮助我们继续运营',
    adblock: '如果你不介意技术相关的广告（没有跟踪或再营销），并希望支持我们继续运营，请将我们加入广告拦截器的白名单。',
    thanks: '谢谢！',
    emojiLove: '爱心',
  },
};
