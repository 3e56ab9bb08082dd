import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

const paragraphs = Array.from(
  { length: 30 },
  (_, index) =>
    `${index + 1}. The service is provided as is. Section ${index + 1} describes how data you upload is stored, for how long, and how you can ask for it to be deleted.`,
);

export default function ScrollDialog() {
  const [open, setOpen] = React.useState(false);
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');

  const handleOpen = (value: DialogProps['scroll']) => () => {
    setScroll(value);
    setOpen(true);
  };
  const handleClose = () => setOpen(false);

  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={handleOpen('paper')}>scroll=paper</Button>
      <Button onClick={handleOpen('body')}>scroll=body</Button>
      <Dialog
        open={open}
        onClose={handleClose}
        scroll={scroll}
        aria-labelledby="scroll-dialog-title"
      >
        <DialogTitle id="scroll-dialog-title">Terms of service</DialogTitle>
        <DialogContent
          dividers={scroll === 'paper'}
          tabIndex={scroll === 'paper' ? 0 : undefined}
        >
          {paragraphs.map((text) => (
            <DialogContentText key={text} gutterBottom>
              {text}
            </DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Decline</Button>
          <Button onClick={handleClose}>Accept</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
