import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const accounts = ['ada@example.com', 'grace@example.com', 'linus@example.com'];

export default function SimpleDialog() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState(accounts[0]);

  const handleClose = (value?: string) => {
    setOpen(false);
    if (value) {
      setSelected(value);
    }
  };

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Signed in as: {selected}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Switch account
      </Button>
      <Dialog
        open={open}
        onClose={() => handleClose()}
        aria-labelledby="simple-dialog-title"
      >
        <DialogTitle id="simple-dialog-title">Choose an account</DialogTitle>
        <List sx={{ pt: 0 }}>
          {accounts.map((email) => (
            <ListItem disablePadding key={email}>
              <ListItemButton
                selected={email === selected}
                onClick={() => handleClose(email)}
              >
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.main' }}>
                    {email[0].toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={email} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
