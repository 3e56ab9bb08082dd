import * as React from 'react';
import { Switch, SwitchProps } from '@mui/base/Switch';

export default function UnstyledSwitchIntroduction() {
  return (
    <div className="flex flex-col gap-3 font-sans text-sm">
      <LabeledSwitch label="Wi-Fi" defaultChecked />
      <LabeledSwitch label="Bluetooth" />
      <LabeledSwitch label="Airplane mode (managed by your organization)" disabled />
    </div>
  );
}

function LabeledSwitch({ label, ...props }: SwitchProps & { label: string }) {
  const id = React.useId();
  return (
    <div className="flex items-center gap-3">
      <Switch
        {...props}
        slotProps={{
          root: {
            className:
              'group relative inline-block h-6 w-10 shrink-0 cursor-pointer [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-40',
          },
          track: {
            className:
              'absolute inset-0 rounded-xl bg-slate-500 transition-colors group-[.base--checked]:bg-blue-700 group-[.base--focusVisible]:ring-[3px] group-[.base--focusVisible]:ring-blue-200',
          },
          thumb: {
            className:
              'absolute left-1 top-1 h-4 w-4 rounded-full bg-white transition-[left] group-[.base--checked]:left-5',
          },
          // The native checkbox covers the whole switch, invisible, so it receives
          // clicks and keyboard focus.
          input: {
            id,
            className:
              'absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0',
          },
        }}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
