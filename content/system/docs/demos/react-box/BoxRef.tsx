import * as React from 'react';
import Box from '@mui/system/Box';

export default function BoxRef() {
  const ref = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState<number | null>(null);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box
        ref={ref}
        sx={{
          width: { xs: 1, sm: 1 / 2 },
          p: 2,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          color: 'text.primary',
        }}
      >
        {width === null ? 'Width not measured yet' : `This Box is ${width}px wide`}
      </Box>
      <Box
        component="button"
        type="button"
        onClick={() => setWidth(ref.current?.offsetWidth ?? null)}
        sx={{
          px: 2,
          py: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        Measure
      </Box>
    </Box>
  );
}
