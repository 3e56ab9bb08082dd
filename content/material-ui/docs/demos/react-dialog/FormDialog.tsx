import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [email, setEmail] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setEmail(String(data.get('email')));
    setOpen(false);
  };

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Subscribe
      </Button>
      {email && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Subscribed: {email}
        </Typography>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="form-dialog-title"
      >
        <Box component="form" onSubmit={handleSubmit} sx={{ display: 'contents' }}>
          <DialogTitle id="form-dialog-title">
            Subscribe to the newsletter
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              One email a month with release notes and tips. Unsubscribe at any time.
            </DialogContentText>
            <TextField
              autoFocus
              required
              fullWidth
              margin="dense"
              id="email"
              name="email"
              type="email"
              label="Email address"
              variant="standard"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit">Subscribe</Button>
          </DialogActions>
        </Box>
      </Dialog>
    </div>
  );
}
