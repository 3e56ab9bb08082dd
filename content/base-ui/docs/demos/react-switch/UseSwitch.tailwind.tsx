import * as React from 'react';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';

export default function UseSwitch() {
  const id = React.useId();
  return (
    <div className="flex items-center gap-3 font-sans text-sm">
      <label htmlFor={id}>Email notifications</label>
      <CustomSwitch id={id} defaultChecked />
    </div>
  );
}

function CustomSwitch({ id, ...props }: UseSwitchParameters & { id: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(props);
  return (
    <span
      className="group relative inline-flex h-7 w-16 cursor-pointer items-center rounded-full bg-slate-600 text-white transition-colors data-[checked]:bg-blue-700 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40 data-[focus-visible]:ring-[3px] data-[focus-visible]:ring-blue-200"
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <input
        className="absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0"
        {...getInputProps({ id })}
      />
      <span className="absolute left-1 h-5 w-5 rounded-full bg-white transition-[left] group-data-[checked]:left-10" />
      <span
        className="w-full pl-[30px] pr-2.5 text-xs font-bold group-data-[checked]:pl-2.5 group-data-[checked]:pr-[30px]"
        aria-hidden="true"
      >
        {checked ? 'On' : 'Off'}
      </span>
    </span>
  );
}
