import * as React from 'react';
import {
  TransitionContext,
  useTransitionStateManager,
  useTransitionTrigger,
} from '@mui/base/useTransition';

export default function UseTransitionHooks() {
  const [visible, setVisible] = React.useState(false);
  const { contextValue, hasExited } = useTransitionTrigger(visible);

  return (
    <div className="flex min-h-[110px] flex-col items-center gap-3">
      <button
        type="button"
        className="cursor-pointer rounded-lg border border-solid border-slate-200 bg-white px-4 py-2 font-sans text-sm font-semibold leading-normal text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
        aria-expanded={visible}
        onClick={() => setVisible(!visible)}
      >
        {visible ? 'Hide' : 'Show'} announcement
      </button>
      <TransitionContext.Provider value={contextValue}>
        <Fade exited={hasExited}>
          The office moves to 12 Harbour Street on May 6. Badges work from day one.
        </Fade>
      </TransitionContext.Provider>
    </div>
  );
}

function Fade(props: { exited: boolean; children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  const [entered, setEntered] = React.useState(false);

  React.useEffect(() => {
    if (!requestedEnter) {
      setEntered(false);
      return undefined;
    }
    // Wait one frame so the browser paints the hidden state before fading in.
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [requestedEnter]);

  return (
    <div
      className="max-w-[320px] -translate-y-1 rounded-lg border border-solid border-blue-200 bg-blue-50 px-4 py-3 font-sans text-sm text-blue-900 opacity-0 transition duration-200 data-[entered]:translate-y-0 data-[exited]:invisible data-[entered]:opacity-100"
      // Hidden with `visibility`, which, unlike `display: none`, lets the exit transition run.
      data-exited={props.exited || undefined}
      data-entered={entered || undefined}
      onTransitionEnd={(event) => {
        if (!requestedEnter && event.propertyName === 'opacity') {
          onExited();
        }
      }}
    >
      {props.children}
    </div>
  );
}
