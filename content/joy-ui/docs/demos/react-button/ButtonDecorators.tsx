import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import AddIcon from '@mui/icons-material/Add';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';

export default function ButtonDecorators() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button startDecorator={<AddIcon />}>New project</Button>
      <Button color="success" endDecorator={<KeyboardArrowRightIcon />}>
        Continue
      </Button>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<CloudDownloadIcon />}
        endDecorator={
          <Chip size="sm" variant="soft" color="neutral">
            2.4 MB
          </Chip>
        }
      >
        Download
      </Button>
    </Box>
  );
}
