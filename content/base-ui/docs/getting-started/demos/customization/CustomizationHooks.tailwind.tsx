import * as React from 'react';
import { useButton } from '@mui/base/useButton';

export default function CustomizationHooks() {
  const [saved, setSaved] = React.useState(false);
  const { getRootProps, focusVisible, active } = useButton();
  return (
    <button
      className="group inline-flex cursor-pointer items-center gap-2 rounded-full border border-solid border-slate-300 bg-white px-4 py-2 font-sans text-sm font-semibold text-slate-900 transition-transform hover:bg-slate-50 aria-pressed:border-blue-700 aria-pressed:bg-blue-700 aria-pressed:text-white data-[active]:scale-95 data-[focus-visible]:outline data-[focus-visible]:outline-[3px] data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-blue-200"
      {...getRootProps({ onClick: () => setSaved((value) => !value) })}
      aria-pressed={saved}
      data-focus-visible={focusVisible || undefined}
      data-active={active || undefined}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        className="fill-none stroke-current stroke-2 group-aria-pressed:fill-current"
      >
        <path d="M17 3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V5c0-1.1-.9-2-2-2" />
      </svg>
      Save for later
    </button>
  );
}
