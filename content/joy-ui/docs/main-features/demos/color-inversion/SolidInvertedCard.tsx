import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';

export default function SolidInvertedCard() {
  return (
    <Card
      variant="solid"
      color="primary"
      invertedColors
      sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip size="sm" variant="outlined">
          Storage
        </Chip>
        <IconButton
          size="sm"
          variant="plain"
          aria-label="Storage options"
          sx={{ ml: 'auto' }}
        >
          <MoreHorizRounded />
        </IconButton>
      </Box>
      <Typography level="h3" component="p">
        78.4 GB
      </Typography>
      <Typography level="title-sm">of 100 GB used</Typography>
      <LinearProgress determinate value={78} aria-label="Storage used" />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="solid" size="sm">
          Add storage
        </Button>
        <Button variant="outlined" size="sm">
          Clean up
        </Button>
      </Box>
    </Card>
  );
}
