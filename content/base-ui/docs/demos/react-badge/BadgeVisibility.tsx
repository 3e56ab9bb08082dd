import * as React from 'react';
import { Badge as BaseBadge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(1);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Layout>
      <Badge
        badgeContent={count}
        max={9}
        showZero={showZero}
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <Cart role="img" aria-label={`Shopping cart, ${count} items`}>
          Cart
        </Cart>
      </Badge>
      <Controls>
        <Button
          type="button"
          aria-label="Remove an item"
          onClick={() => setCount((value) => Math.max(value - 1, 0))}
        >
          −
        </Button>
        <Button
          type="button"
          aria-label="Add an item"
          onClick={() => setCount(count + 1)}
        >
          +
        </Button>
        <label>
          <input
            type="checkbox"
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
          />
          Show zero
        </label>
      </Controls>
    </Layout>
  );
}

const blue = { 200: '#99CCF3', 600: '#0072E5', 700: '#0059B2', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  200: '#DAE2ED',
  300: '#C7D0DD',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Layout = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 32,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
  color: grey[900],
  ...theme.applyStyles('dark', { color: grey[200] }),
}));

const Badge = styled(BaseBadge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  lineHeight: 1,
  [`& .${badgeClasses.badge}`]: {
    position: 'absolute',
    top: 0,
    right: 0,
    minWidth: 22,
    height: 22,
    padding: '0 6px',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 11,
    fontSize: '0.75rem',
    fontWeight: 600,
    color: '#fff',
    background: blue[700],
    transform: 'translate(50%, -50%)',
    transition: 'transform 150ms, opacity 150ms',
    ...theme.applyStyles('dark', { background: blue[600] }),
  },
  [`& .${badgeClasses.invisible}`]: {
    opacity: 0,
    transform: 'translate(50%, -50%) scale(0)',
  },
}));

const Cart = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 44,
  borderRadius: 12,
  fontWeight: 600,
  background: grey[50],
  border: `1px solid ${grey[200]}`,
  color: grey[700],
  ...theme.applyStyles('dark', {
    background: grey[800],
    borderColor: grey[700],
    color: grey[300],
  }),
}));

const Controls = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  '& label': { display: 'flex', alignItems: 'center', gap: 6, marginLeft: 8 },
  '& input': { width: 16, height: 16, margin: 0, accentColor: blue[700] },
});

const Button = styled('button')(({ theme }) => ({
  width: 36,
  height: 36,
  fontFamily: 'inherit',
  fontSize: '1rem',
  fontWeight: 600,
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
