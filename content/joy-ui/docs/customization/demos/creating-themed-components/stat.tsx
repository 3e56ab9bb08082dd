import * as React from 'react';
import { styled, useThemeProps } from '@mui/joy/styles';
import type { StyleOverrides, Theme } from '@mui/joy/styles';

export interface StatProps extends React.HTMLAttributes<HTMLDivElement> {
  value: React.ReactNode;
  unit: React.ReactNode;
  variant?: 'outlined' | 'solid';
}

type StatSlot = 'root' | 'value' | 'unit';
interface StatOwnerState extends StatProps {
  variant: NonNullable<StatProps['variant']>;
}

declare module '@mui/joy/styles' {
  // Registers the component with the theme, so that `components.AcmeStat` type-checks.
  interface Components {
    AcmeStat?: {
      defaultProps?: Partial<StatProps>;
      styleOverrides?: StyleOverrides<StatSlot, StatOwnerState, Theme>;
    };
  }
}

// `name` links each slot to theme.components.AcmeStat; `slot` picks its key in styleOverrides.
const StatRoot = styled('div', { name: 'AcmeStat', slot: 'root' })<{
  ownerState: StatOwnerState;
}>(({ theme, ownerState }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2, 3),
  borderRadius: theme.vars.radius.md,
  ...theme.variants[ownerState.variant].neutral,
}));

const StatValue = styled('div', { name: 'AcmeStat', slot: 'value' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  ...theme.typography.h3,
  color: 'inherit',
}));

const StatUnit = styled('div', { name: 'AcmeStat', slot: 'unit' })<{
  ownerState: StatOwnerState;
}>(({ theme, ownerState }) => ({
  ...theme.typography['body-sm'],
  ...(ownerState.variant === 'solid' && { color: 'inherit' }),
}));

export const Stat = React.forwardRef<HTMLDivElement, StatProps>(
  function Stat(inProps, ref) {
    // Merges the props with theme.components.AcmeStat.defaultProps.
    const props = useThemeProps({ props: inProps, name: 'AcmeStat' });
    const { value, unit, variant = 'outlined', ...other } = props;
    const ownerState = { ...props, variant };
    return (
      <StatRoot ref={ref} ownerState={ownerState} {...other}>
        <StatValue ownerState={ownerState}>{value}</StatValue>
        <StatUnit ownerState={ownerState}>{unit}</StatUnit>
      </StatRoot>
    );
  },
);
