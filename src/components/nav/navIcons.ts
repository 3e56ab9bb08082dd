import type { NavIconName } from '../../domain/sidebar';
import type { IconName } from '../../domain/icons/paths';

/** The Material icon each sidebar icon name draws. */
export const NAV_ICONS: Record<NavIconName, IconName> = {
  ReaderIcon: 'ChromeReaderModeRounded',
  BookIcon: 'BookRounded',
  DescriptionIcon: 'ArticleRounded',
  VisibilityIcon: 'VisibilityRounded',
  WebIcon: 'WebRounded',
};
