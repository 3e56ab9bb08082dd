import * as React from 'react';
import { Popper as BasePopper, PopperPlacementType } from '@mui/base/Popper';
import { styled } from '@mui/system';

const placements: PopperPlacementType[] = [
  'top-start',
  'top',
  'top-end',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left',
];

export default function PlacementPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const selectId = React.useId();

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

  return (
    <Layout>
      <Field>
        <label htmlFor={selectId}>Placement</label>
        <select
          id={selectId}
          value={placement}
          onChange={(event) =>
            setPlacement(event.target.value as PopperPlacementType)
          }
        >
          {placements.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </Field>
      <Button
        type="button"
        ref={setAnchorEl}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} popper
      </Button>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement={placement}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      >
        {({ placement: finalPlacement }) => `Placed at ${finalPlacement}`}
      </Popper>
    </Layout>
  );
}

const blue = { 200: '#99CCF3', 700: '#0059B2', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Layout = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 56,
  paddingBottom: 40,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[900],
  ...theme.applyStyles('dark', { color: grey[200] }),
}));

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  '& select': {
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    padding: '4px 8px',
    borderRadius: 6,
    border: `1px solid ${grey[200]}`,
    color: 'inherit',
    background: 'transparent',
    '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  },
  ...theme.applyStyles('dark', {
    '& select': { borderColor: grey[700] },
    '& option': { color: grey[900] },
  }),
}));

const Popper = styled(BasePopper)(({ theme }) => ({
  zIndex: 1,
  padding: '8px 12px',
  borderRadius: 8,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  fontWeight: 500,
  color: '#fff',
  background: blue[700],
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
  ...theme.applyStyles('dark', { background: blue[800] }),
}));

const Button = styled('button')(({ theme }) => ({
  fontFamily: 'inherit',
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
