import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const style = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 400,
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  p: 4,
} as const;

function ChildModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Open child modal</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="child-modal-title"
      >
        <Box sx={{ ...style, width: 260 }}>
          <Typography id="child-modal-title" variant="h6" component="p">
            Child modal
          </Typography>
          <Typography sx={{ my: 1 }}>Escape closes only this one.</Typography>
          <Button onClick={() => setOpen(false)}>Close child</Button>
        </Box>
      </Modal>
    </React.Fragment>
  );
}

export default function NestedModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open parent modal
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="parent-modal-title"
        aria-describedby="parent-modal-description"
      >
        <Box sx={style}>
          <Typography id="parent-modal-title" variant="h6" component="p">
            Parent modal
          </Typography>
          <Typography id="parent-modal-description" sx={{ my: 1 }}>
            A modal can open another one on top of it.
          </Typography>
          <ChildModal />
        </Box>
      </Modal>
    </div>
  );
}
