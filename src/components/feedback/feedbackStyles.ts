import type { Theme } from '@mui/material/styles';

/** The page feedback widget (src/components/feedback/PageFeedback.tsx), in the shell style sheet. */
export const feedbackStyles = (theme: Theme) => ({
  '.MuiFeedback-root': {
    marginTop: 48,
    paddingTop: 16,
    borderTop: `1px solid ${theme.vars.palette.divider}`,
    '& p': { margin: 0 },
    '& .MuiFeedback-question': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 },
    '& .MuiFeedback-questionText': { fontSize: '0.875rem', fontWeight: 500, color: theme.vars.palette.text.secondary },
    '& .MuiFeedback-votes': { display: 'flex', gap: 8 },
    '& [aria-pressed="true"]': { color: theme.vars.palette.primary.main, borderColor: theme.vars.palette.primary.main },
    '& .MuiFeedback-form': { display: 'flex', flexDirection: 'column', gap: 8, marginTop: 16 },
    '& .MuiFeedback-description': { fontSize: '0.875rem' },
    '& .MuiFeedback-comment': {
      width: '100%',
      boxSizing: 'border-box',
      padding: '8px 12px',
      font: 'inherit',
      fontSize: '0.875rem',
      color: theme.vars.palette.text.primary,
      backgroundColor: theme.vars.palette.background.paper,
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      resize: 'vertical',
      '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 0 },
    },
    '& .MuiFeedback-hint': { fontSize: '0.8125rem', color: theme.vars.palette.text.secondary },
    '& .MuiFeedback-actions': { display: 'flex', justifyContent: 'flex-end', gap: 8 },
    '& .MuiFeedback-status': { marginTop: 8, fontSize: '0.875rem', '&:empty': { marginTop: 0 } },
  },
});
