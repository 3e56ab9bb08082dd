import * as React from 'react';
import { Button } from '@mui/base/Button';

type Alignment = 'left' | 'center' | 'right';

const alignments: Alignment[] = ['left', 'center', 'right'];
const formats = [
  { value: 'bold', label: 'Bold', symbol: 'B' },
  { value: 'italic', label: 'Italic', symbol: 'I' },
  { value: 'underline', label: 'Underline', symbol: 'U' },
];

const groupClassName =
  'inline-flex overflow-hidden rounded-lg border border-solid border-slate-300';
const buttonClassName =
  'min-w-9 cursor-pointer border-0 bg-white px-2.5 py-1.5 font-sans text-sm font-semibold text-slate-900 [&+&]:border-l [&+&]:border-solid [&+&]:border-slate-300 hover:bg-slate-50 aria-pressed:bg-blue-700 aria-pressed:text-white [&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:-outline-offset-4 [&.base--focusVisible]:outline-blue-500';

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
    <div className="flex w-[360px] flex-col gap-4 font-sans text-sm">
      <div className="flex gap-3">
        {/* Exclusive: exactly one alignment is pressed. */}
        <div role="group" aria-label="Text alignment" className={groupClassName}>
          {alignments.map((value) => (
            <Button
              key={value}
              className={buttonClassName}
              aria-pressed={alignment === value}
              onClick={() => setAlignment(value)}
            >
              {value[0].toUpperCase() + value.slice(1)}
            </Button>
          ))}
        </div>
        {/* Multiple: each format is pressed independently. */}
        <div role="group" aria-label="Formatting" className={groupClassName}>
          {formats.map((format) => (
            <Button
              key={format.value}
              className={buttonClassName}
              aria-label={format.label}
              aria-pressed={formatting.includes(format.value)}
              onClick={() => toggleFormat(format.value)}
            >
              {format.symbol}
            </Button>
          ))}
        </div>
      </div>
      <p
        className="m-0 text-base"
        style={{
          textAlign: alignment,
          fontWeight: formatting.includes('bold') ? 700 : 400,
          fontStyle: formatting.includes('italic') ? 'italic' : 'normal',
          textDecoration: formatting.includes('underline') ? 'underline' : 'none',
        }}
      >
        Fresh basil, ripe tomatoes and a drizzle of olive oil.
      </p>
    </div>
  );
}
