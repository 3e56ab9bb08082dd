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
    <div className="UseTransitionHooks">
      <button
        type="button"
        className="UseTransitionHooks-button"
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
      <Styles />
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
      className="UseTransitionHooks-banner"
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

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .UseTransitionHooks {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
        min-height: 110px;
      }

      .UseTransitionHooks-banner {
        max-width: 320px;
        padding: 12px 16px;
        border-radius: 8px;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        color: #003a75;
        background: #f0f7ff;
        border: 1px solid #99ccf3;
        opacity: 0;
        transform: translateY(-4px);
        transition: opacity 200ms, transform 200ms;
      }

      .UseTransitionHooks-banner[data-entered] {
        opacity: 1;
        transform: none;
      }

      .UseTransitionHooks-banner[data-exited] {
        visibility: hidden;
      }

      .UseTransitionHooks-button {
        font-family: IBM Plex Sans, sans-serif;
        font-weight: 600;
        font-size: 0.875rem;
        line-height: 1.5;
        padding: 8px 16px;
        border-radius: 8px;
        cursor: pointer;
        background: #fff;
        border: 1px solid #dae2ed;
        color: #1c2025;
      }

      .UseTransitionHooks-button:hover {
        background: #f3f6f9;
      }

      .UseTransitionHooks-button:focus-visible {
        outline: none;
        box-shadow: 0 0 0 4px #99ccf3;
      }
      `}
    </style>
  );
}
