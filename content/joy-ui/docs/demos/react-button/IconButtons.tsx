import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';

export default function IconButtons() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <IconButton aria-label="Edit">
        <EditIcon />
      </IconButton>
      <IconButton variant="soft" color="primary" aria-label="Share">
        <ShareIcon />
      </IconButton>
      <IconButton variant="outlined" color="neutral" aria-label="Add to favorites">
        <FavoriteBorderIcon />
      </IconButton>
      <IconButton variant="solid" color="danger" size="lg" aria-label="Delete">
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
