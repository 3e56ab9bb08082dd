import * as React from 'react';
import {
  Unstable_NumberInput as BaseNumberInput,
  NumberInputProps,
} from '@mui/base/Unstable_NumberInput';

type LabeledNumberInputProps = Omit<NumberInputProps, 'slots' | 'slotProps'> & {
  label: string;
};

const NumberInput = React.forwardRef(function CustomNumberInput(
  { label, ...props }: LabeledNumberInputProps,
  ref: React.ForwardedRef<HTMLDivElement>,
) {
  return (
    <BaseNumberInput
      slotProps={{
        root: { className: 'NumberInputIntroduction-root' },
        input: {
          'aria-label': label,
          role: 'spinbutton',
          className: 'NumberInputIntroduction-input',
        },
        incrementButton: {
          children: '▴',
          'aria-label': 'Increase',
          className:
            'NumberInputIntroduction-button NumberInputIntroduction-increment',
        },
        decrementButton: {
          children: '▾',
          'aria-label': 'Decrease',
          className:
            'NumberInputIntroduction-button NumberInputIntroduction-decrement',
        },
      }}
      {...props}
      ref={ref}
    />
  );
});

export default function NumberInputIntroduction() {
  const [value, setValue] = React.useState<number | null>(4);
  return (
    <React.Fragment>
      <NumberInput
        label="Quantity"
        placeholder="Type a number…"
        min={1}
        max={99}
        value={value}
        onChange={(event, newValue) => setValue(newValue)}
      />
      <Styles />
    </React.Fragment>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .NumberInputIntroduction-root {
        font-family: IBM Plex Sans, sans-serif;
        width: 200px;
        border-radius: 8px;
        color: #1c2025;
        background: #fff;
        border: 1px solid #b0b8c4;
        box-shadow: 0 2px 4px rgba(0, 0, 0, 0.05);
        display: grid;
        grid-template-columns: 1fr 19px;
        grid-template-rows: 1fr 1fr;
        overflow: hidden;
        column-gap: 8px;
        padding: 4px;
      }

      .NumberInputIntroduction-root:hover,
      .NumberInputIntroduction-root.base--focused {
        border-color: #0059b2;
      }

      .NumberInputIntroduction-root.base--focused {
        box-shadow: 0 0 0 3px #99ccf3;
      }

      .NumberInputIntroduction-input {
        font-size: 0.875rem;
        font-family: inherit;
        line-height: 1.5;
        grid-column: 1 / 2;
        grid-row: 1 / 3;
        min-width: 0;
        color: inherit;
        background: inherit;
        border: none;
        border-radius: inherit;
        padding: 8px 12px;
        outline: 0;
      }

      .NumberInputIntroduction-button {
        display: flex;
        justify-content: center;
        align-items: center;
        appearance: none;
        padding: 0;
        width: 19px;
        height: 19px;
        font-family: system-ui, sans-serif;
        font-size: 0.875rem;
        line-height: 1;
        background: #fff;
        border: 0;
        color: #1c2025;
        cursor: pointer;
      }

      .NumberInputIntroduction-button:hover {
        background: #f3f6f9;
      }

      .NumberInputIntroduction-increment {
        grid-column: 2 / 3;
        grid-row: 1 / 2;
        border-radius: 4px 4px 0 0;
      }

      .NumberInputIntroduction-decrement {
        grid-column: 2 / 3;
        grid-row: 2 / 3;
        border-radius: 0 0 4px 4px;
      }
      `}
    </style>
  );
}
