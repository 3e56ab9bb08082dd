import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Schedule from '@mui/icons-material/Schedule';

export default function TypographyDecorators() {
  return (
    <Stack spacing={1.5}>
      <Typography
        level="title-lg"
        endDecorator={
          <Chip component="span" size="sm" color="primary">
            Beta
          </Chip>
        }
      >
        Usage analytics
      </Typography>
      <Typography startDecorator={<CheckCircle color="success" />}>
        All systems operational
      </Typography>
      <Typography level="body-sm" startDecorator={<Schedule />}>
        Updated 5 minutes ago
      </Typography>
      <Typography
        level="body-sm"
        color="warning"
        variant="soft"
        startDecorator={<InfoOutlined />}
        sx={{ alignSelf: 'flex-start', px: 1, borderRadius: 'xs' }}
      >
        Your API key expires next week.
      </Typography>
    </Stack>
  );
}
