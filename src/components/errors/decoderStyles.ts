import type { Theme } from '@mui/material/styles';

/**
 * The production-error decoder's own rules (its box is a callout: src/components/errors/ErrorDecoder.tsx). Messages
 * keep their line breaks; a missing argument reads as a placeholder.
 */
export const decoderStyles = (theme: Theme) => ({
  '.MuiDecoder-root': {
    '& p': { margin: '0 0 8px' },
    '& p:last-child': { marginBottom: 0 },
    '& .MuiDecoder-message': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.9375rem' },
    '& .MuiDecoder-missing': { fontStyle: 'italic', color: theme.vars.palette.text.secondary },
  },
});
