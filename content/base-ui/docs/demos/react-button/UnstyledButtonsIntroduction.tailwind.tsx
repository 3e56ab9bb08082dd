import * as React from 'react';
import { Button as BaseButton, ButtonProps } from '@mui/base/Button';

const CustomButton = React.forwardRef(function CustomButton(
  props: ButtonProps,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { className = '', ...other } = props;
  return (
    <BaseButton
      ref={ref}
      className={`cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 font-sans text-sm font-semibold leading-normal text-white transition hover:bg-blue-800 active:bg-blue-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 ${className}`}
      {...other}
    />
  );
});

export default function UnstyledButtonsIntroduction() {
  return (
    <div className="flex gap-4">
      <CustomButton>Button</CustomButton>
      <CustomButton disabled>Disabled</CustomButton>
    </div>
  );
}
