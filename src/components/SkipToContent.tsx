import * as React from 'react';
import { styled } from '@mui/material/styles';
import { ShellLink } from './shell';
import { useTranslate } from '../providers/RouteDataProvider';

export const MAIN_CONTENT_ID = 'main-content';

const SkipLink = styled(ShellLink)(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndex.tooltip,
  top: 8,
  left: 8,
  padding: '8px 16px',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.vars.palette.background.paper,
  border: `1px solid ${theme.vars.palette.primary.main}`,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** First focusable element of every page: jumps past the header and navigation. */
export function SkipToContent() {
  const t = useTranslate();
  return <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('app.skipToContent')}</SkipLink>;
}
