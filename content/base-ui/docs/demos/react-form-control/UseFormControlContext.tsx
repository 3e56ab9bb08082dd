import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { styled } from '@mui/system';

const MAX_LENGTH = 120;

export default function UseFormControlContext() {
  const [bio, setBio] = React.useState('');
  const fieldId = React.useId();
  const counterId = React.useId();

  return (
    <FormControl
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      error={bio.length > MAX_LENGTH}
    >
      <Label htmlFor={fieldId}>Short bio</Label>
      <BioTextarea id={fieldId} describedBy={counterId} />
      <CharacterCount id={counterId} />
    </FormControl>
  );
}

function Label(props: { htmlFor: string; children: React.ReactNode }) {
  const { htmlFor, children } = props;
  const formControl = useFormControlContext();
  return (
    <LabelRoot htmlFor={htmlFor} data-focused={formControl?.focused || undefined}>
      {children}
    </LabelRoot>
  );
}

function BioTextarea(props: { id: string; describedBy: string }) {
  const formControl = useFormControlContext();
  if (!formControl) {
    throw new Error('BioTextarea must be placed inside a FormControl.');
  }
  const { value, onChange, onFocus, onBlur, disabled, required, error } =
    formControl;
  return (
    <Textarea
      id={props.id}
      aria-describedby={props.describedBy}
      aria-invalid={error || undefined}
      rows={3}
      value={value as string}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
    />
  );
}

function CharacterCount({ id }: { id: string }) {
  const formControl = useFormControlContext();
  const length = String(formControl?.value ?? '').length;
  return (
    <Count id={id} data-error={formControl?.error || undefined}>
      {length} of {MAX_LENGTH} characters
    </Count>
  );
}

const blue = {
  200: '#99CCF3',
  400: '#3399FF',
  500: '#007FFF',
  700: '#0059B2',
  800: '#004C99',
};
const red = { 400: '#FF6B6B', 700: '#C41C1C' };
const grey = { 200: '#DAE2ED', 300: '#C7D0DD', 700: '#434D5B', 900: '#1C2025' };

const LabelRoot = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: 4,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  fontWeight: 600,
  color: grey[900],
  '&[data-focused]': { color: blue[700] },
  ...theme.applyStyles('dark', {
    color: grey[200],
    '&[data-focused]': { color: blue[400] },
  }),
}));

const Textarea = styled('textarea')(({ theme }) => ({
  display: 'block',
  width: 320,
  boxSizing: 'border-box',
  resize: 'vertical',
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  lineHeight: 1.5,
  padding: '8px 12px',
  borderRadius: 8,
  color: grey[900],
  background: '#fff',
  border: `1px solid ${grey[300]}`,
  outline: 0,
  '&:hover, &:focus': { borderColor: blue[500] },
  '&:focus': { boxShadow: `0 0 0 3px ${blue[200]}` },
  '&[aria-invalid="true"]': { borderColor: red[700] },
  ...theme.applyStyles('dark', {
    color: grey[200],
    background: grey[900],
    borderColor: grey[700],
    '&:focus': { boxShadow: `0 0 0 3px ${blue[800]}` },
    '&[aria-invalid="true"]': { borderColor: red[400] },
  }),
}));

const Count = styled('p')(({ theme }) => ({
  margin: '6px 0 0',
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.8125rem',
  textAlign: 'right',
  color: grey[700],
  '&[data-error]': { color: red[700] },
  ...theme.applyStyles('dark', {
    color: grey[300],
    '&[data-error]': { color: red[400] },
  }),
}));
