import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

type Alignment = 'left' | 'center' | 'right';

const alignments: Alignment[] = ['left', 'center', 'right'];
const formats = [
  { value: 'bold', label: 'Bold', symbol: 'B' },
  { value: 'italic', label: 'Italic', symbol: 'I' },
  { value: 'underline', label: 'Underline', symbol: 'U' },
];

export default function ToggleButtonGroupPressed() {
  const [alignment, setAlignment] = React.useState<Alignment>('left');
  const [formatting, setFormatting] = React.useState<string[]>(['bold']);

  const toggleFormat = (format: string) =>
    setFormatting((current) =>
      current.includes(format)
        ? current.filter((item) => item !== format)
        : [...current, format],
    );

  return (
    <Stack>
      <Row>
        {/* Exclusive: exactly one alignment is pressed. */}
        <Group role="group" aria-label="Text alignment">
          {alignments.map((value) => (
            <ToggleButton
              key={value}
              aria-pressed={alignment === value}
              onClick={() => setAlignment(value)}
            >
              {value[0].toUpperCase() + value.slice(1)}
            </ToggleButton>
          ))}
        </Group>
        {/* Multiple: each format is pressed independently. */}
        <Group role="group" aria-label="Formatting">
          {formats.map((format) => (
            <ToggleButton
              key={format.value}
              aria-label={format.label}
              aria-pressed={formatting.includes(format.value)}
              onClick={() => toggleFormat(format.value)}
            >
              {format.symbol}
            </ToggleButton>
          ))}
        </Group>
      </Row>
      <Preview
        style={{
          textAlign: alignment,
          fontWeight: formatting.includes('bold') ? 700 : 400,
          fontStyle: formatting.includes('italic') ? 'italic' : 'normal',
          textDecoration: formatting.includes('underline') ? 'underline' : 'none',
        }}
      >
        Fresh basil, ripe tomatoes and a drizzle of olive oil.
      </Preview>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  width: 360,
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
});

const Row = styled('div')({ display: 'flex', gap: 12 });

const Group = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  border: '1px solid #C7D0DD',
  borderRadius: 8,
  overflow: 'hidden',
  ...theme.applyStyles('dark', { borderColor: '#434D5B' }),
}));

const ToggleButton = styled(Button)(({ theme }) => ({
  minWidth: 36,
  padding: '6px 10px',
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#1C2025',
  background: '#fff',
  border: 0,
  cursor: 'pointer',
  '& + &': { borderLeft: '1px solid #C7D0DD' },
  '&:hover': { background: '#F3F6F9' },
  '&[aria-pressed="true"]': { color: '#fff', background: '#0059B2' },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: '2px solid #3399FF',
    outlineOffset: -4,
  },
  ...theme.applyStyles('dark', {
    color: '#C7D0DD',
    background: '#1C2025',
    '& + &': { borderLeftColor: '#434D5B' },
    '&:hover': { background: '#303740' },
    '&[aria-pressed="true"]': { color: '#1C2025', background: '#66B2FF' },
  }),
}));

const Preview = styled('p')({ margin: 0, fontSize: '1rem' });
