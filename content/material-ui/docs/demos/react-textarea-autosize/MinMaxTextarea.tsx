import * as React from 'react';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
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
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

export default function MinMaxTextarea() {
  const [value, setValue] = React.useState(
    'This field starts at two rows and grows with its content. Keep typing: after four rows it stops growing and shows a scrollbar instead.',
  );
  const lines = value.split('\n').length;

  return (
    <Stack spacing={1}>
      <FormLabel htmlFor="min-max-textarea">Description</FormLabel>
      <Textarea
        id="min-max-textarea"
        aria-describedby="min-max-textarea-help"
        minRows={2}
        maxRows={4}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Typography id="min-max-textarea-help" variant="caption" sx={{ color: 'text.secondary' }}>
        minRows=2, maxRows=4 · {value.length} characters, {lines} line
        {lines === 1 ? '' : 's'}
      </Typography>
    </Stack>
  );
}
