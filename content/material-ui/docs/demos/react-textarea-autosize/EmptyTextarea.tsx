import * as React from 'react';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 360,
  padding: '8px 12px',
  ...theme.typography.body2,
  resize: 'none',
  borderRadius: 4,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.action.active}`,
  '&:hover': { borderColor: (theme.vars ?? theme).palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

export default function EmptyTextarea() {
  return (
    <Stack spacing={1}>
      <FormLabel htmlFor="empty-textarea-input">Message</FormLabel>
      <Textarea id="empty-textarea-input" minRows={3} placeholder="Type a few lines…" />
    </Stack>
  );
}
