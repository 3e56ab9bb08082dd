import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';

function CustomButton(props: ButtonProps) {
  return (
    <Button
      {...props}
      // The state classes cover both cases: `disabled` sets the native attribute, but
      // with `focusableWhenDisabled` the button only gets `aria-disabled`.
      className="cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 font-sans text-sm font-semibold leading-normal text-white hover:bg-blue-800 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-slate-200 [&.base--disabled]:bg-slate-100 [&.base--disabled]:text-slate-500 [&.base--focusVisible]:outline-none [&.base--focusVisible]:ring-4 [&.base--focusVisible]:ring-blue-300"
    />
  );
}

export default function UnstyledButtonsDisabledFocusable() {
  return (
    <div className="flex gap-4">
      <CustomButton disabled>Disabled</CustomButton>
      <CustomButton disabled focusableWhenDisabled>
        Disabled, focusable
      </CustomButton>
    </div>
  );
}
