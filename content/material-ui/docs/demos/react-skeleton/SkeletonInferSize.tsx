import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SkeletonInferSize() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: 300 }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />
        }
        label="Loading"
      />
      <Box
        aria-busy={loading}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}
      >
        {loading ? (
          <Skeleton variant="circular">
            <Avatar />
          </Skeleton>
        ) : (
          <Avatar sx={{ bgcolor: 'secondary.main' }}>AL</Avatar>
        )}
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="div">
            {loading ? <Skeleton /> : 'Ada Lovelace'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {loading ? <Skeleton width="60%" /> : 'Mathematician'}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
