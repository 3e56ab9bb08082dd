import * as React from 'react';
import {
  Unstable_NumberInput as BaseNumberInput,
  NumberInputProps,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

type LabeledNumberInputProps = Omit<NumberInputProps, 'slots' | 'slotProps'> & {
  label: string;
};

const NumberInput = React.forwardRef(function CustomNumberInput(
  { label, ...props }: LabeledNumberInputProps,
  ref: React.ForwardedRef<HTMLDivElement>,
) {
  return (
    <BaseNumberInput
      slots={{
        root: InputRoot,
        input: InputElement,
        incrementButton: StepperButton,
        decrementButton: StepperButton,
      }}
      slotProps={{
        input: { 'aria-label': label, role: 'spinbutton' },
        incrementButton: { children: '▴', 'aria-label': 'Increase' },
        decrementButton: { children: '▾', 'aria-label': 'Decrease' },
      }}
      {...props}
      ref={ref}
    />
  );
});

export default function NumberInputIntroduction() {
  const [value, setValue] = React.useState<number | null>(4);
  return (
    <NumberInput
      label="Quantity"
      placeholder="Type a number…"
      min={1}
      max={99}
      value={value}
      onChange={(event, newValue) => setValue(newValue)}
    />
  );
}

const InputRoot = styled('div')`
  font-family: 'IBM Plex Sans', sans-serif;
  font-weight: 400;
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

  &.${numberInputClasses.focused} {
    border-color: #0059b2;
    box-shadow: 0 0 0 3px #99ccf3;
  }

  &:hover {
    border-color: #0059b2;
  }

  /* firefox */
  &:focus-visible {
    outline: 0;
  }
`;

const InputElement = styled('input')`
  font-size: 0.875rem;
  font-family: inherit;
  font-weight: 400;
  line-height: 1.5;
  grid-column: 1 / 2;
  grid-row: 1 / 3;
  min-width: 0;
  color: #1c2025;
  background: inherit;
  border: none;
  border-radius: inherit;
  padding: 8px 12px;
  outline: 0;
`;

const StepperButton = styled('button')`
  display: flex;
  flex-flow: row nowrap;
  justify-content: center;
  align-items: center;
  appearance: none;
  padding: 0;
  width: 19px;
  height: 19px;
  font-family: system-ui, sans-serif;
  font-size: 0.875rem;
  line-height: 1;
  box-sizing: border-box;
  background: #fff;
  border: 0;
  color: #1c2025;
  transition: background-color 120ms;

  &:hover {
    background: #f3f6f9;
    border: 1px solid #b0b8c4;
    cursor: pointer;
  }

  &.${numberInputClasses.incrementButton} {
    grid-column: 2 / 3;
    grid-row: 1 / 2;
    border-top-left-radius: 4px;
    border-top-right-radius: 4px;
  }

  &.${numberInputClasses.decrementButton} {
    grid-column: 2 / 3;
    grid-row: 2 / 3;
    border-bottom-left-radius: 4px;
    border-bottom-right-radius: 4px;
  }
`;
