import * as React from 'react';
import { styled, shouldForwardProp } from '@mui/system';

interface ActionProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
}

function Action({ label, ...other }: ActionProps) {
  return (
    <button type="button" {...other}>
      {label}
    </button>
  );
}

const ToolbarAction = styled(Action, {
  // Keep MUI System's default filter (sx, theme, as, ownerState) and add `selected`.
  shouldForwardProp: (prop) => shouldForwardProp(prop) && prop !== 'selected',
})<{ selected?: boolean }>(({ theme }) => ({
  padding: theme.spacing(0.75, 2),
  border: '1px solid #0969da',
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  variants: [
    {
      props: { selected: true },
      style: { backgroundColor: '#0969da', color: '#ffffff' },
    },
  ],
}));

const views = ['Board', 'List', 'Timeline'];

export default function ForwardingProps() {
  const [view, setView] = React.useState('Board');
  return (
    <div role="group" aria-label="View" style={{ display: 'flex', gap: 8 }}>
      {views.map((name) => (
        <ToolbarAction
          key={name}
          label={name}
          selected={view === name}
          aria-pressed={view === name}
          onClick={() => setView(name)}
        />
      ))}
    </div>
  );
}
