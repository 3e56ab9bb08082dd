import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme } from '@mui/material/styles';

// Each media query shows its own line and sets its own colors; resize the window to switch between them.
const Panel = styled('div')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    '& > p': { display: 'none', margin: 0 },
    [theme.breakpoints.down('md')]: {
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
      '& > .down-md': { display: 'block' },
    },
    [theme.breakpoints.between('md', 'lg')]: {
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      '& > .between-md-lg': { display: 'block' },
    },
    [theme.breakpoints.up('lg')]: {
      backgroundColor: palette.success.main,
      color: palette.success.contrastText,
      '& > .up-lg': { display: 'block' },
    },
  };
});

export default function BreakpointQueries() {
  const theme = useTheme();
  const mdUp = useMediaQuery(theme.breakpoints.up('md'));
  return (
    <Stack spacing={2}>
      <Panel>
        <p className="down-md">breakpoints.down(&apos;md&apos;): narrower than 900px</p>
        <p className="between-md-lg">breakpoints.between(&apos;md&apos;, &apos;lg&apos;): 900px to 1199.95px</p>
        <p className="up-lg">breakpoints.up(&apos;lg&apos;): 1200px and wider</p>
      </Panel>
      <Typography variant="body2">
        useMediaQuery(theme.breakpoints.up(&apos;md&apos;)) returns <code>{String(mdUp)}</code>
      </Typography>
    </Stack>
  );
}
