import * as React from 'react';
import { Switch, SwitchOwnerState } from '@mui/base/Switch';

export default function OverridingSlotComponent() {
  const id = React.useId();
  return (
    <div className="flex items-center gap-3 font-sans text-sm">
      <Switch
        defaultChecked
        slots={{ thumb: Thumb }}
        slotProps={{
          root: { className: 'group relative inline-block h-7 w-12 cursor-pointer' },
          track: {
            className:
              'absolute inset-0 rounded-full bg-slate-500 group-[.base--checked]:bg-slate-900 group-[.base--focusVisible]:ring-[3px] group-[.base--focusVisible]:ring-blue-200',
          },
          thumb: {
            className:
              'absolute left-1 top-1 flex h-5 w-5 items-center justify-center rounded-full bg-white fill-current text-amber-700 transition-[left] group-[.base--checked]:left-6 group-[.base--checked]:text-slate-900',
          },
          input: {
            id,
            className:
              'absolute inset-0 z-10 m-0 h-full w-full cursor-[inherit] opacity-0',
          },
        }}
      />
      <label htmlFor={id}>Dark theme</label>
    </div>
  );
}

// A custom slot component receives the props Base UI computed for the slot, plus
// `ownerState`: here it picks the icon from `ownerState.checked`.
function Thumb(props: { ownerState: SwitchOwnerState; className?: string }) {
  const { ownerState, ...other } = props;
  return (
    <span {...other}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
        {ownerState.checked ? (
          <path d="M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1" />
        ) : (
          <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10M2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2m18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2M11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0m0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0M5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41zM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41z" />
        )}
      </svg>
    </span>
  );
}
