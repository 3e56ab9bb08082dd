import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function ConfirmationModal() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        color="danger"
        disabled={deleted}
        onClick={() => setOpen(true)}
      >
        Delete project
      </Button>
      <Typography level="body-sm">
        {deleted ? 'The project "Atlas" was deleted.' : 'Project: Atlas'}
      </Typography>
      {deleted && (
        <Button size="sm" variant="plain" onClick={() => setDeleted(false)}>
          Restore
        </Button>
      )}
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="outlined" role="alertdialog">
          <DialogTitle>
            <WarningRounded />
            Delete this project?
          </DialogTitle>
          <Divider />
          <DialogContent>
            All 48 files and the activity history of "Atlas" will be removed. This
            cannot be undone.
          </DialogContent>
          <DialogActions>
            <Button
              variant="solid"
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete project
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
