import * as React from 'react';
import { styled, SxProps, Theme } from '@mui/system';

const Root = styled('div')(({ theme }) =>
  theme.unstable_sx({
    p: 2,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    bgcolor: 'background.paper',
    color: 'text.primary',
  }),
);

interface StatCardProps {
  label: string;
  value: string;
  highlighted?: boolean;
  sx?: SxProps<Theme>;
}

function StatCard({ label, value, highlighted = false, sx = [] }: StatCardProps) {
  return (
    <Root
      sx={[
        highlighted && { borderColor: 'primary.main', borderWidth: 2 },
        // The caller's sx comes last, so it wins; it may itself be an array.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <div>{label}</div>
      <strong style={{ fontSize: 24 }}>{value}</strong>
    </Root>
  );
}

export default function ForwardSx() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <StatCard label="Open issues" value="42" />
      <StatCard label="Merged this week" value="17" highlighted />
      <StatCard
        label="Reviews waiting"
        value="5"
        sx={{ minWidth: 200, boxShadow: 2 }}
      />
    </div>
  );
}
