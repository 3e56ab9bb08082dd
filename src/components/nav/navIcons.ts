import ArticleRounded from '@mui/icons-material/ArticleRounded';
import BookRounded from '@mui/icons-material/BookRounded';
import ChromeReaderModeRounded from '@mui/icons-material/ChromeReaderModeRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import WebRounded from '@mui/icons-material/WebRounded';
import type { NavIconName } from '../../domain/sidebar';

export const NAV_ICON_COMPONENTS: Record<NavIconName, typeof BookRounded> = {
  ReaderIcon: ChromeReaderModeRounded,
  BookIcon: BookRounded,
  DescriptionIcon: ArticleRounded,
  VisibilityIcon: VisibilityRounded,
  WebIcon: WebRounded,
};
