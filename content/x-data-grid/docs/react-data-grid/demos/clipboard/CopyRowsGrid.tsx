import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { shipments, shipmentColumns } from './data';

export default function CopyRowsGrid() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Select rows with the checkboxes, or focus a single cell, then press Ctrl+C
        (⌘+C).
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          aria-label="Shipments to copy"
          rows={shipments}
          columns={shipmentColumns}
          checkboxSelection
          disableRowSelectionOnClick
          onClipboardCopy={(data) => setCopied(data)}
          hideFooter
        />
      </Box>
      <TextField
        label="Copied text (or paste here)"
        multiline
        minRows={3}
        fullWidth
        value={copied}
        onChange={(event) => setCopied(event.target.value)}
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
      />
    </Box>
  );
}
