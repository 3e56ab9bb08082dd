import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip, { TooltipProps } from '@mui/joy/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// A 5 × 5 grid with the placements around its edges.
const grid: (Placement | null)[][] = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function TooltipPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 110px))',
        gap: 1,
        justifyContent: 'center',
      }}
    >
      {grid.flat().map((placement, index) =>
        placement ? (
          <Tooltip
            key={placement}
            title={`placement="${placement}"`}
            placement={placement}
            arrow
            describeChild
          >
            <Button variant="outlined" color="neutral" size="sm">
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <span key={`empty-${index}`} />
        ),
      )}
    </Box>
  );
}
