import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import AdjustIcon from '@mui/icons-material/Adjust';

export default function RichTooltip() {
  return (
    <Typography level="body-md">
      Fixed in{' '}
      <Tooltip
        placement="top-start"
        variant="outlined"
        arrow
        describeChild
        title={
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              maxWidth: 280,
              p: 1,
            }}
          >
            <Typography
              level="title-sm"
              startDecorator={<AdjustIcon color="success" />}
            >
              Crash when pasting images into comments
            </Typography>
            <Typography level="body-xs">
              Opened by Lena on Apr 2, 2024 · closed by pull request #1287
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Chip size="sm" color="danger" variant="soft">
                bug
              </Chip>
              <Chip size="sm" variant="soft">
                editor
              </Chip>
            </Box>
          </Box>
        }
      >
        <Link href="#rich-content" underline="always">
          issue #1264
        </Link>
      </Tooltip>
      , released in version 4.2.
    </Typography>
  );
}
