import * as React from 'react';
import { Button } from '@mui/base/Button';

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
    <div className="ToggleButtonGroupPressed">
      <div className="ToggleButtonGroupPressed-row">
        {/* Exclusive: exactly one alignment is pressed. */}
        <div
          role="group"
          aria-label="Text alignment"
          className="ToggleButtonGroupPressed-group"
        >
          {alignments.map((value) => (
            <Button
              key={value}
              className="ToggleButtonGroupPressed-button"
              aria-pressed={alignment === value}
              onClick={() => setAlignment(value)}
            >
              {value[0].toUpperCase() + value.slice(1)}
            </Button>
          ))}
        </div>
        {/* Multiple: each format is pressed independently. */}
        <div
          role="group"
          aria-label="Formatting"
          className="ToggleButtonGroupPressed-group"
        >
          {formats.map((format) => (
            <Button
              key={format.value}
              className="ToggleButtonGroupPressed-button"
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
        className="ToggleButtonGroupPressed-preview"
        style={{
          textAlign: alignment,
          fontWeight: formatting.includes('bold') ? 700 : 400,
          fontStyle: formatting.includes('italic') ? 'italic' : 'normal',
          textDecoration: formatting.includes('underline') ? 'underline' : 'none',
        }}
      >
        Fresh basil, ripe tomatoes and a drizzle of olive oil.
      </p>
      <Styles />
    </div>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .ToggleButtonGroupPressed {
        display: flex;
        flex-direction: column;
        gap: 16px;
        width: 360px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
      }

      .ToggleButtonGroupPressed-row {
        display: flex;
        gap: 12px;
      }

      .ToggleButtonGroupPressed-group {
        display: inline-flex;
        border: 1px solid #c7d0dd;
        border-radius: 8px;
        overflow: hidden;
      }

      .ToggleButtonGroupPressed-button {
        min-width: 36px;
        padding: 6px 10px;
        font-family: inherit;
        font-size: 0.875rem;
        font-weight: 600;
        color: #1c2025;
        background: #fff;
        border: 0;
        cursor: pointer;
      }

      .ToggleButtonGroupPressed-button + .ToggleButtonGroupPressed-button {
        border-left: 1px solid #c7d0dd;
      }

      .ToggleButtonGroupPressed-button:hover {
        background: #f3f6f9;
      }

      .ToggleButtonGroupPressed-button[aria-pressed=true] {
        color: #fff;
        background: #0059b2;
      }

      .ToggleButtonGroupPressed-button.base--focusVisible {
        outline: 2px solid #3399ff;
        outline-offset: -4px;
      }

      .ToggleButtonGroupPressed-preview {
        margin: 0;
        font-size: 1rem;
      }
      `}
    </style>
  );
}
