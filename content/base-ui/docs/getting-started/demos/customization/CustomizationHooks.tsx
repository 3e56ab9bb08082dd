import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

export default function CustomizationHooks() {
  const [saved, setSaved] = React.useState(false);
  const { getRootProps, focusVisible, active } = useButton();
  return (
    <SaveButton
      {...getRootProps({ onClick: () => setSaved((value) => !value) })}
      aria-pressed={saved}
      data-focus-visible={focusVisible || undefined}
      data-active={active || undefined}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M17 3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V5c0-1.1-.9-2-2-2" />
      </svg>
      Save for later
    </SaveButton>
  );
}

const SaveButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 16px',
  fontFamily: 'IBM Plex Sans, sans-serif',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#1C2025',
  background: '#fff',
  border: '1px solid #C7D0DD',
  borderRadius: 999,
  cursor: 'pointer',
  transition: 'transform 100ms',
  '& svg': { fill: 'none', stroke: 'currentColor', strokeWidth: 2 },
  '&:hover': { background: '#F3F6F9' },
  '&[aria-pressed="true"]': {
    color: '#fff',
    background: '#0059B2',
    borderColor: '#0059B2',
    '& svg': { fill: 'currentColor' },
  },
  '&[data-active]': { transform: 'scale(0.96)' },
  '&[data-focus-visible]': { outline: '3px solid #99CCF3', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    color: '#C7D0DD',
    background: '#1C2025',
    borderColor: '#434D5B',
    '&:hover': { background: '#303740' },
    '&[aria-pressed="true"]': {
      color: '#1C2025',
      background: '#66B2FF',
      borderColor: '#66B2FF',
    },
  }),
}));
