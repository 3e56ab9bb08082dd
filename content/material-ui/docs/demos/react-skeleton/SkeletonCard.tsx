import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export default function SkeletonCard() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: 320 }}>
      <Button onClick={() => setLoading(!loading)} sx={{ mb: 2 }}>
        {loading ? 'Show content' : 'Show skeleton'}
      </Button>
      <Card variant="outlined" aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton animation="wave" variant="circular" width={40} height={40} />
            ) : (
              <Avatar sx={{ bgcolor: 'primary.main' }}>N</Avatar>
            )
          }
          title={
            loading ? <Skeleton animation="wave" width="70%" /> : 'Northern lights'
          }
          subheader={
            loading ? <Skeleton animation="wave" width="40%" /> : 'March 14'
          }
        />
        {loading ? (
          <Skeleton animation="wave" variant="rectangular" height={140} />
        ) : (
          <Box
            role="img"
            aria-label="Green and violet bands over a dark sky"
            sx={{
              height: 140,
              background:
                'linear-gradient(160deg, #0b1d3a 10%, #1b8a5a 55%, #7b4bd8)',
            }}
          />
        )}
        <CardContent>
          {loading ? (
            <React.Fragment>
              <Skeleton animation="wave" />
              <Skeleton animation="wave" width="80%" />
            </React.Fragment>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Auroras are brightest around the equinoxes, on clear nights far from
              city lights.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
