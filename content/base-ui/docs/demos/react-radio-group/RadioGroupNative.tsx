import * as React from 'react';
import { styled } from '@mui/system';

const speeds = [
  { value: 'standard', label: 'Standard', description: '3–5 business days, free' },
  { value: 'express', label: 'Express', description: '1–2 business days, $9' },
  { value: 'overnight', label: 'Overnight', description: 'Next business day, $19' },
];

export default function RadioGroupNative() {
  const id = React.useId();
  const [speed, setSpeed] = React.useState('standard');
  return (
    <Fieldset>
      <Legend>Delivery speed</Legend>
      {speeds.map((option) => (
        <Option
          key={option.value}
          data-checked={speed === option.value || undefined}
        >
          <Radio
            type="radio"
            name={`${id}-speed`}
            id={`${id}-${option.value}`}
            value={option.value}
            checked={speed === option.value}
            onChange={(event) => setSpeed(event.target.value)}
            aria-describedby={`${id}-${option.value}-description`}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          <Description id={`${id}-${option.value}-description`}>
            {option.description}
          </Description>
        </Option>
      ))}
    </Fieldset>
  );
}

const Fieldset = styled('fieldset')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: 300,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Legend = styled('legend')({ marginBottom: 8, padding: 0, fontWeight: 600 });

const Option = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: 10,
  padding: '10px 12px',
  border: '1px solid #C7D0DD',
  borderRadius: 8,
  '&[data-checked]': {
    borderColor: '#0059B2',
    boxShadow: 'inset 0 0 0 1px #0059B2',
  },
  ...theme.applyStyles('dark', {
    borderColor: '#434D5B',
    '&[data-checked]': {
      borderColor: '#66B2FF',
      boxShadow: 'inset 0 0 0 1px #66B2FF',
    },
  }),
}));

const Radio = styled('input')(({ theme }) => ({
  width: 18,
  height: 18,
  margin: 0,
  accentColor: '#0059B2',
  '&:focus-visible': { outline: '2px solid #3399FF', outlineOffset: 2 },
  ...theme.applyStyles('dark', { accentColor: '#66B2FF' }),
}));

const Description = styled('span')({ gridColumn: 2, fontSize: '0.75rem' });
