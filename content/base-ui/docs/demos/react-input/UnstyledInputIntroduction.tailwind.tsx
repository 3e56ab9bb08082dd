import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function UnstyledInputIntroduction() {
  const id = React.useId();
  return (
    <div className="flex w-80 flex-col gap-1 font-sans text-sm">
      <label htmlFor={id} className="font-semibold">
        Email address
      </label>
      <Input
        id={id}
        type="email"
        placeholder="you@example.com"
        slotProps={{
          input: {
            className:
              'box-border w-full rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 font-sans text-sm leading-normal text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-blue-500 focus:border-blue-500 focus:outline-none focus:ring-[3px] focus:ring-blue-200',
          },
        }}
      />
    </div>
  );
}
