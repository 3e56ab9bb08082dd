import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function LocalBackdrop() {
  const [loading, setLoading] = React.useState(false);
  const [count, setCount] = React.useState(3);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleRefresh = () => {
    setLoading(true);
    timer.current = setTimeout(() => {
      setCount((c) => c + 1);
      setLoading(false);
    }, 1500);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Paper
        variant="outlined"
        aria-busy={loading}
        sx={{ position: 'relative', p: 3, mb: 2, overflow: 'hidden' }}
      >
        <Typography variant="body2" color="text.secondary">
          Open tickets
        </Typography>
        <Typography variant="h4" component="p">
          {count}
        </Typography>
        <Backdrop
          open={loading}
          sx={{ position: 'absolute', zIndex: 1, color: '#fff' }}
        >
          <CircularProgress color="inherit" />
        </Backdrop>
      </Paper>
      <Button variant="outlined" onClick={handleRefresh} disabled={loading}>
        Refresh
      </Button>
    </Box>
  );
}
