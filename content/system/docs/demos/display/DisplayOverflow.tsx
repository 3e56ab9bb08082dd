import * as React from 'react';
import Box from '@mui/system/Box';

const title = 'Quarterly report: revenue, churn and the pipeline for next year';

export default function DisplayOverflow() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 260 }}>
      <Box
        sx={{
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          border: 1,
          borderColor: 'divider',
          color: 'text.primary',
          p: 1,
        }}
      >
        {title}
      </Box>
      <Box
        sx={{
          whiteSpace: 'normal',
          border: 1,
          borderColor: 'divider',
          color: 'text.primary',
          p: 1,
        }}
      >
        {title}
      </Box>
    </Box>
  );
}
