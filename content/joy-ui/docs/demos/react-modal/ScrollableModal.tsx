import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sections = [
  'Accounts',
  'Payments',
  'Refunds',
  'Data retention',
  'Privacy',
  'Support',
  'Termination',
  'Changes to these terms',
];

function Terms() {
  return (
    <React.Fragment>
      {sections.map((title, index) => (
        <React.Fragment key={title}>
          <Typography level="title-sm" sx={{ mt: 2 }}>
            {index + 1}. {title}
          </Typography>
          <Typography level="body-sm">
            This section covers {title.toLowerCase()} for workspaces on the Team
            plan: what we expect from you and what you can expect from us.
          </Typography>
        </React.Fragment>
      ))}
    </React.Fragment>
  );
}

export default function ScrollableModal() {
  const [mode, setMode] = React.useState<'content' | 'overflow' | null>(null);

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" color="neutral" onClick={() => setMode('content')}>
        Scroll the content
      </Button>
      <Button variant="outlined" color="neutral" onClick={() => setMode('overflow')}>
        Scroll the dialog
      </Button>
      <Modal open={mode !== null} onClose={() => setMode(null)}>
        {mode === 'overflow' ? (
          <ModalOverflow>
            <ModalDialog>
              <ModalClose aria-label="Close" />
              <DialogTitle>Terms of service</DialogTitle>
              <DialogContent sx={{ overflow: 'visible' }}>
                <Terms />
              </DialogContent>
            </ModalDialog>
          </ModalOverflow>
        ) : (
          <ModalDialog sx={{ maxHeight: 360 }}>
            <ModalClose aria-label="Close" />
            <DialogTitle>Terms of service</DialogTitle>
            {/* The content scrolls: tabIndex lets keyboard users scroll it. */}
            <DialogContent tabIndex={0}>
              <Terms />
            </DialogContent>
          </ModalDialog>
        )}
      </Modal>
    </Stack>
  );
}
