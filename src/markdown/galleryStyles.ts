import type { Theme } from '@mui/material/styles';
import { STARTER_GALLERY_CLASS as C } from '../domain/markdown';
import { STARTER_SCREENSHOT_SIZE } from '../domain/starters';

/**
 * The template gallery's cards (`.MuiTemplateGallery-root`, inside `.MuiMarkdown-body`; markup:
 * src/node/starters/gallerySection.ts), in the shell style sheet. Each card shows the preview of the page's colour
 * scheme: the other image is `display: none`, so a lazy image the reader cannot see is never downloaded.
 */
export const galleryStyles = (theme: Theme) => ({
  listStyle: 'none',
  padding: 0,
  margin: '24px 0',
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  [`& .${C.card}`]: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 12,
    overflow: 'hidden',
    backgroundColor: theme.vars.palette.background.paper,
  },
  [`& .${C.card} h3`]: { margin: '16px 16px 4px', fontSize: '1.0625rem' },
  [`& .${C.card} > p`]: { margin: '0 16px 12px', fontSize: '0.875rem', color: theme.vars.palette.text.secondary },
  [`& .${C.preview}`]: {
    display: 'block',
    aspectRatio: `${STARTER_SCREENSHOT_SIZE.width} / ${STARTER_SCREENSHOT_SIZE.height}`,
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    backgroundColor: theme.vars.palette.action.hover,
  },
  [`& .${C.preview} img`]: { display: 'block', width: '100%', height: 'auto', margin: 0, border: 0, borderRadius: 0 },
  [`:root.dark & .${C.light}, :root:not(.dark) & .${C.dark}`]: { display: 'none' },
  [`& .${C.card} > p.${C.actions}`]: { marginTop: 'auto', paddingBlock: '4px 16px', display: 'flex', gap: 16, fontWeight: 600 },
});
