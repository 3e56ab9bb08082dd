import * as React from 'react';
import { Portal } from '@mui/base/Portal';

const boxClassName =
  'min-h-[20px] rounded-lg border border-dashed border-slate-200 px-4 py-3';

export default function SimplePortal() {
  const [show, setShow] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);

  return (
    <div className="flex w-80 flex-col gap-3 rounded-xl bg-white p-4 font-sans text-sm text-slate-900">
      <button
        type="button"
        className="cursor-pointer self-start rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
        onClick={() => setShow(!show)}
      >
        {show ? 'Unmount children' : 'Mount children'}
      </button>
      <div className={boxClassName}>
        It looks like I will render here.
        {show ? (
          <Portal container={() => container.current}>
            <span>But I actually render here!</span>
          </Portal>
        ) : null}
      </div>
      <div ref={container} className={boxClassName} />
    </div>
  );
}
