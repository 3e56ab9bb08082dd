import * as React from 'react';
import Input from '@mui/joy/Input';
import { styled } from '@mui/joy/styles';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';

const StyledInput = styled('input')({
  border: 'none',
  minWidth: 0,
  outline: 0,
  padding: 0,
  paddingTop: '1em',
  flex: 1,
  color: 'inherit',
  backgroundColor: 'transparent',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  '&::placeholder': { opacity: 0, transition: 'opacity 0.1s ease-out' },
  '&:focus::placeholder': { opacity: 1 },
  // The label moves up when the field has focus or a value.
  '&:focus ~ label, &:not(:placeholder-shown) ~ label': {
    top: '0.5rem',
    fontSize: '0.75rem',
  },
  '&:focus ~ label': { color: 'var(--Input-focusedHighlight)' },
});

const StyledLabel = styled('label')(({ theme }) => ({
  position: 'absolute',
  lineHeight: 1,
  top: 'calc((var(--Input-minHeight) - 1em) / 2)',
  color: theme.vars.palette.text.tertiary,
  fontWeight: theme.vars.fontWeight.md,
  transition: 'all 150ms cubic-bezier(0.4, 0, 0.2, 1)',
  pointerEvents: 'none',
}));

// Replaces Input's `input` slot: it receives the props Input gives the native input.
const InnerInput = React.forwardRef<
  HTMLInputElement,
  React.ComponentPropsWithoutRef<'input'>
>(function InnerInput(props, ref) {
  const id = React.useId();
  return (
    <React.Fragment>
      <StyledInput {...props} ref={ref} id={id} />
      <StyledLabel htmlFor={id}>Email address</StyledLabel>
    </React.Fragment>
  );
});

export default function FloatingLabelInput() {
  return (
    <Input
      slots={{ input: InnerInput }}
      slotProps={{ input: { placeholder: 'ada@example.com', type: 'email' } }}
      startDecorator={<MailOutlineRounded />}
      sx={{ '--Input-minHeight': '56px', maxWidth: 320, mx: 'auto' }}
    />
  );
}
