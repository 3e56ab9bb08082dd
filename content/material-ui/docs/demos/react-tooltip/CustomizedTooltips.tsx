import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Tooltip, { TooltipProps, tooltipClasses } from '@mui/material/Tooltip';

// The tooltip renders in a portal, so style it through its className, not the child.
const LightTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    color: (theme.vars ?? theme).palette.text.primary,
    boxShadow: theme.shadows[2],
    fontSize: theme.typography.pxToRem(13),
    maxWidth: 240,
  },
}));

export default function CustomizedTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      <LightTooltip title="A tooltip on the paper background" describeChild>
        <Button variant="outlined">Light</Button>
      </LightTooltip>
      <Tooltip
        describeChild
        title={
          <React.Fragment>
            <Typography color="inherit" sx={{ fontWeight: 'bold', fontSize: 'inherit' }}>
              Rich content
            </Typography>
            Titles can hold any nodes, not only text.
          </React.Fragment>
        }
      >
        <Button variant="outlined">Rich</Button>
      </Tooltip>
    </Stack>
  );
}
