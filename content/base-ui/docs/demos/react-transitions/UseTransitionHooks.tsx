import * as React from 'react';
import {
  TransitionContext,
  useTransitionStateManager,
  useTransitionTrigger,
} from '@mui/base/useTransition';
import { styled } from '@mui/system';

export default function UseTransitionHooks() {
  const [visible, setVisible] = React.useState(false);
  const { contextValue, hasExited } = useTransitionTrigger(visible);

  return (
    <Layout>
      <Button
        type="button"
        aria-expanded={visible}
        onClick={() => setVisible(!visible)}
      >
        {visible ? 'Hide' : 'Show'} announcement
      </Button>
      <TransitionContext.Provider value={contextValue}>
        <Fade exited={hasExited}>
          The office moves to 12 Harbour Street on May 6. Badges work from day one.
        </Fade>
      </TransitionContext.Provider>
    </Layout>
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
    <Banner
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
    </Banner>
  );
}

const blue = { 50: '#F0F7FF', 200: '#99CCF3', 800: '#004C99', 900: '#003A75' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  minHeight: 110,
});

const Banner = styled('div')(({ theme }) => ({
  maxWidth: 320,
  padding: '12px 16px',
  borderRadius: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: blue[900],
  background: blue[50],
  border: `1px solid ${blue[200]}`,
  opacity: 0,
  transform: 'translateY(-4px)',
  transition: 'opacity 200ms, transform 200ms',
  '&[data-entered]': { opacity: 1, transform: 'none' },
  '&[data-exited]': { visibility: 'hidden' },
  ...theme.applyStyles('dark', {
    color: blue[50],
    background: blue[900],
    borderColor: blue[800],
  }),
}));

const Button = styled('button')(({ theme }) => ({
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontWeight: 600,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  cursor: 'pointer',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  '&:hover': { background: grey[50] },
  '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 4px ${blue[200]}` },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[200],
    '&:hover': { background: grey[800] },
    '&:focus-visible': { boxShadow: `0 0 0 4px ${blue[800]}` },
  }),
}));
