import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';

function PlanCard({ invertedColors }: { invertedColors: boolean }) {
  return (
    <Card variant="soft" color="primary" invertedColors={invertedColors}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip size="sm">Team plan</Chip>
        <IconButton
          size="sm"
          variant="outlined"
          aria-label="Save plan"
          sx={{ ml: 'auto' }}
        >
          <BookmarkBorderRounded />
        </IconButton>
      </Box>
      <Typography level="title-lg">Shared workspace</Typography>
      <Typography level="body-md">
        Up to 20 members, shared folders and priority email support.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="solid">Upgrade</Button>
        <Button variant="outlined" color="neutral">
          Compare plans
        </Button>
      </Box>
    </Card>
  );
}

export default function InversionComparison() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Without invertedColors
        </Typography>
        <PlanCard invertedColors={false} />
      </div>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          With invertedColors
        </Typography>
        <PlanCard invertedColors />
      </div>
    </Box>
  );
}
