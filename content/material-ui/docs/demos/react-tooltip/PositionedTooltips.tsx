import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Each row of the 3×3 grid; null leaves the centre cell empty.
const grid: (Placement | null)[][] = [
  ['top-start', 'top', 'top-end'],
  ['left', null, 'right'],
  ['bottom-start', 'bottom', 'bottom-end'],
];

export default function PositionedTooltips() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, max-content)',
        gap: 1,
        justifyContent: 'center',
      }}
    >
      {grid.flat().map((placement, index) =>
        placement ? (
          <Tooltip
            key={placement}
            title={`Placed ${placement}`}
            placement={placement}
            describeChild
          >
            <Button variant="outlined" size="small">
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <span key={index} />
        ),
      )}
    </Box>
  );
}
