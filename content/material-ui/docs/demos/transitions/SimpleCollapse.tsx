import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

function Panel({ width = 200 }: { width?: number }) {
  return (
    <Paper elevation={4} sx={{ width, height: 100, p: 1.5 }}>
      <Typography variant="body2">
        Collapsed content. It can hold several lines of text.
      </Typography>
    </Paper>
  );
}

export default function SimpleCollapse() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />}
        label="Show"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, minHeight: 116 }}>
        <Collapse in={checked}>
          <Panel />
        </Collapse>
        <Collapse in={checked} collapsedSize={40}>
          <Panel />
        </Collapse>
        <Collapse in={checked} orientation="horizontal">
          <Panel width={160} />
        </Collapse>
      </Box>
    </Box>
  );
}
