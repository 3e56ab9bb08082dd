import * as React from 'react';
import { Input } from '@mui/base/Input';

const rootClassName =
  'flex items-center gap-2 rounded-lg border border-solid border-slate-300 bg-white px-3 text-slate-900 hover:border-blue-500 [&.base--focused]:border-blue-500 [&.base--focused]:ring-[3px] [&.base--focused]:ring-blue-200';
const inputClassName =
  'min-w-0 grow border-0 bg-transparent py-2 font-sans text-sm leading-normal text-inherit outline-none';

export default function UnstyledInputAdornments() {
  const id = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);
  return (
    <div className="flex w-80 flex-col gap-4 font-sans text-sm">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="font-semibold">
          Amount
        </label>
        <Input
          id={`${id}-amount`}
          placeholder="0.00"
          className={rootClassName}
          slotProps={{ input: { inputMode: 'decimal', className: inputClassName } }}
          startAdornment={<span className="text-slate-600">$</span>}
          endAdornment={<span className="text-slate-600">USD</span>}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-password`} className="font-semibold">
          Password
        </label>
        <Input
          id={`${id}-password`}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          className={rootClassName}
          slotProps={{ input: { className: inputClassName } }}
          endAdornment={
            <button
              type="button"
              className="cursor-pointer rounded border-0 bg-transparent px-2 py-0.5 font-sans text-xs font-semibold text-blue-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((show) => !show)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          }
        />
      </div>
    </div>
  );
}
