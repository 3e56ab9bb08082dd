import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import MusicNoteIcon from '@mui/icons-material/MusicNote';

export default function AspectRatioInFlexRow() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'flex',
        gap: 2,
        p: 1.5,
        borderRadius: 'md',
        width: 360,
        maxWidth: '100%',
      }}
    >
      <AspectRatio
        ratio="1"
        variant="soft"
        color="primary"
        sx={{ flexBasis: 80, borderRadius: 'sm' }}
      >
        <div>
          <MusicNoteIcon sx={{ fontSize: '2rem' }} />
        </div>
      </AspectRatio>
      <Box sx={{ minWidth: 0 }}>
        <Typography level="title-md">Morning Light</Typography>
        <Typography level="body-sm">The Quiet Rooms · 3:42</Typography>
        <Typography level="body-xs" sx={{ mt: 0.5 }}>
          From the album Northern Coast
        </Typography>
      </Box>
    </Sheet>
  );
}
