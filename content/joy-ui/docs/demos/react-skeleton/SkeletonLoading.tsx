import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Card variant="outlined" aria-busy={loading}>
        <AspectRatio ratio="16/9">
          <Skeleton loading={loading}>
            <Box
              sx={{
                background:
                  'linear-gradient(135deg, var(--joy-palette-primary-300), var(--joy-palette-success-300))',
              }}
            />
          </Skeleton>
        </AspectRatio>
        <Typography level="title-md">
          <Skeleton loading={loading}>Northern lights over Tromsø</Skeleton>
        </Typography>
        <Typography level="body-sm">
          <Skeleton loading={loading}>
            A three-night trip with a local guide, from October to March.
          </Skeleton>
        </Typography>
      </Card>
      <Checkbox
        label="Loading"
        checked={loading}
        onChange={(event) => setLoading(event.target.checked)}
      />
    </Stack>
  );
}
