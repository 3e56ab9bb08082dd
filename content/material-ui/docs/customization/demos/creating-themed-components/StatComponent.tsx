import * as React from 'react';
import Stack from '@mui/material/Stack';
import { styled, useThemeProps, type ComponentsOverrides, type ComponentsProps, type ComponentsVariants } from '@mui/material/styles';

export interface StatProps extends React.HTMLAttributes<HTMLDivElement> {
  value: React.ReactNode;
  unit: React.ReactNode;
  variant?: 'elevated' | 'outlined';
}

declare module '@mui/material/styles' {
  // Registers the component with the theme's types, so that `components.AcmeStat` type-checks in createTheme.
  interface ComponentNameToClassKey {
    AcmeStat: 'root' | 'value' | 'unit';
  }
  interface ComponentsPropsList {
    AcmeStat: Partial<StatProps>;
  }
  interface Components<Theme = unknown> {
    AcmeStat?: {
      defaultProps?: ComponentsProps['AcmeStat'];
      styleOverrides?: ComponentsOverrides<Theme>['AcmeStat'];
      variants?: ComponentsVariants<Theme>['AcmeStat'];
    };
  }
}

type StatOwnerState = StatProps & { variant: NonNullable<StatProps['variant']> };

// `name` links each slot to theme.components.AcmeStat; `slot` picks its key in styleOverrides.
const StatRoot = styled('div', { name: 'AcmeStat', slot: 'root' })<{ ownerState: StatOwnerState }>(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2, 3),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  boxShadow: (theme.vars || theme).shadows[2],
  variants: [{ props: { variant: 'outlined' }, style: { boxShadow: 'none', border: `1px solid ${(theme.vars || theme).palette.divider}` } }],
}));

const StatValue = styled('div', { name: 'AcmeStat', slot: 'value' })<{ ownerState: StatOwnerState }>(({ theme }) => ({
  ...theme.typography.h4,
  color: (theme.vars || theme).palette.text.primary,
}));

const StatUnit = styled('div', { name: 'AcmeStat', slot: 'unit' })<{ ownerState: StatOwnerState }>(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars || theme).palette.text.secondary,
}));

export const Stat = React.forwardRef<HTMLDivElement, StatProps>(function Stat(inProps, ref) {
  // Merges the props with theme.components.AcmeStat.defaultProps.
  const props = useThemeProps({ props: inProps, name: 'AcmeStat' });
  const { value, unit, variant = 'elevated', ...other } = props;
  const ownerState = { ...props, variant };
  return (
    <StatRoot ref={ref} ownerState={ownerState} {...other}>
      <StatValue ownerState={ownerState}>{value}</StatValue>
      <StatUnit ownerState={ownerState}>{unit}</StatUnit>
    </StatRoot>
  );
});

export default function StatComponent() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <Stat value="1,284" unit="Orders this week" />
      <Stat value="99.95%" unit="Uptime" variant="outlined" />
    </Stack>
  );
}
