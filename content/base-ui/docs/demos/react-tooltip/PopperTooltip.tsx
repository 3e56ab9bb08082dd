import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

export default function PopperTooltip() {
  return (
    <Tooltip title="Visible to everyone in your workspace">
      <Button type="button">Publish</Button>
    </Tooltip>
  );
}

function Tooltip(props: { title: string; children: React.ReactElement }) {
  const { title, children } = props;
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout>>();
  const id = React.useId();

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A short delay lets the pointer move from the trigger onto the tooltip.
  const hide = () => {
    closeTimer.current = setTimeout(() => setOpen(false), 100);
  };

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <React.Fragment>
      {React.cloneElement(children, {
        ref: setAnchorEl,
        'aria-describedby': open ? id : undefined,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
      })}
      <TooltipPopper
        id={id}
        open={open}
        anchorEl={anchorEl}
        placement="top"
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
        onMouseEnter={show}
        onMouseLeave={hide}
      >
        {title}
      </TooltipPopper>
    </React.Fragment>
  );
}

const blue = { 200: '#99CCF3', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const TooltipPopper = styled(Popper)(({ theme }) => ({
  zIndex: 1500,
  maxWidth: 220,
  padding: '6px 10px',
  borderRadius: 6,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.75rem',
  fontWeight: 500,
  lineHeight: 1.4,
  color: '#fff',
  background: grey[900],
  ...theme.applyStyles('dark', { color: grey[900], background: grey[50] }),
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
