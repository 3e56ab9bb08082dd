import * as React from 'react';
import Box from '@mui/system/Box';

const item = {
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  borderRadius: 1,
  px: 2,
  py: 1,
} as const;

const rows = [
  { justifyContent: 'flex-start', alignItems: 'flex-start' },
  { justifyContent: 'center', alignItems: 'center' },
  { justifyContent: 'space-between', alignItems: 'flex-end' },
] as const;

export default function FlexContainer() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {rows.map((row) => (
        <div key={row.justifyContent}>
          <Box
            component="code"
            sx={{ display: 'block', mb: 0.5, color: 'text.secondary' }}
          >
            {`justifyContent: '${row.justifyContent}', alignItems: '${row.alignItems}'`}
          </Box>
          <Box
            sx={{
              display: 'flex',
              ...row,
              gap: 1,
              height: 72,
              p: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Box sx={item}>Inbox</Box>
            <Box sx={{ ...item, py: 2 }}>Drafts</Box>
            <Box sx={item}>Sent</Box>
          </Box>
        </div>
      ))}
    </Box>
  );
}
