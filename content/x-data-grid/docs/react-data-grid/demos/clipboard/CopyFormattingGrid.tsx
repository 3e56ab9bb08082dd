import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridRowSelectionModel } from '@mui/x-data-grid';
import { shipments, shipmentColumns } from './data';

export default function CopyFormattingGrid() {
  const [rawValues, setRawValues] = React.useState(true);
  const [commas, setCommas] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1, 2]);
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={rawValues}
              onChange={(event) => setRawValues(event.target.checked)}
            />
          }
          label="Copy raw values"
        />
        <FormControlLabel
          control={
            <Switch
              checked={commas}
              onChange={(event) => setCommas(event.target.checked)}
            />
          }
          label="Separate cells with commas"
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          aria-label="Shipments copied with options"
          rows={shipments}
          columns={shipmentColumns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          ignoreValueFormatterDuringExport={rawValues}
          clipboardCopyCellDelimiter={commas ? ',' : '\t'}
          onClipboardCopy={(data) => setCopied(data)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last copy:{' '}
        <code style={{ whiteSpace: 'pre-wrap' }}>{copied || 'nothing yet'}</code>
      </Typography>
    </Box>
  );
}
