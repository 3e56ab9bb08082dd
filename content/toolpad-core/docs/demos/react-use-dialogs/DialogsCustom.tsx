import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { useDialogs, type DialogProps } from '@toolpad/core/useDialogs';

interface Contact {
  name: string;
  email: string;
}

// Receives the contact to edit as payload, and resolves with the edited contact
// (or null when canceled).
function EditContactDialog({
  open,
  payload,
  onClose,
}: DialogProps<Contact, Contact | null>) {
  const [contact, setContact] = React.useState(payload);

  return (
    <Dialog fullWidth maxWidth="xs" open={open} onClose={() => onClose(null)}>
      <DialogTitle>Edit contact</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={contact.name}
            onChange={(event) =>
              setContact({ ...contact, name: event.target.value })
            }
          />
          <TextField
            label="Email"
            type="email"
            value={contact.email}
            onChange={(event) =>
              setContact({ ...contact, email: event.target.value })
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
        <Button variant="contained" onClick={() => onClose(contact)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ContactCard() {
  const dialogs = useDialogs();
  const [contact, setContact] = React.useState<Contact>({
    name: 'Amara Okafor',
    email: 'amara@example.com',
  });

  const handleEdit = async () => {
    const edited = await dialogs.open(EditContactDialog, contact);
    if (edited) {
      setContact(edited);
    }
  };

  return (
    <Stack spacing={1} sx={{ p: 3, alignItems: 'flex-start' }}>
      <Typography variant="subtitle1">{contact.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {contact.email}
      </Typography>
      <Button variant="outlined" onClick={handleEdit}>
        Edit contact
      </Button>
    </Stack>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function DialogsCustom(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();
  // Dialogs render at the end of the document's body. In the docs the demo lives in
  // a frame, so they are sent to the frame's body. Your app does not need this.
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: { mode: colorScheme === 'dark' ? 'dark' : 'light' },
        components: {
          MuiDialog: { defaultProps: { container: demoWindow?.document.body } },
        },
      }),
    [colorScheme, demoWindow],
  );

  return (
    <AppProvider theme={theme} window={demoWindow}>
      <ContactCard />
    </AppProvider>
  );
}
