import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createSensorColumns, createSensors } from './data';

const rows = createSensors(100);
const columns = createSensorColumns(26);

export default function VirtualizationToggleGrid() {
  const [disabled, setDisabled] = React.useState(false);
  const [cellCount, setCellCount] = React.useState<number | null>(null);
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Counts the cells in the DOM whenever the grid re-renders them.
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    let frame = 0;
    const count = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setCellCount(container.querySelectorAll('[role="gridcell"]').length),
      );
    };
    const observer = new MutationObserver(count);
    observer.observe(container, { childList: true, subtree: true });
    count();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={disabled}
              onChange={(event) => setDisabled(event.target.checked)}
            />
          }
          label="disableVirtualization"
        />
        <Typography variant="body2" color="text.secondary">
          Cells in the DOM: {cellCount ?? '…'} (the page has{' '}
          {rows.length * columns.length})
        </Typography>
      </Stack>
      <Box ref={containerRef} sx={{ height: 360 }}>
        <DataGrid
          aria-label="100 sensors with 26 hourly readings"
          rows={rows}
          columns={columns}
          disableVirtualization={disabled}
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
