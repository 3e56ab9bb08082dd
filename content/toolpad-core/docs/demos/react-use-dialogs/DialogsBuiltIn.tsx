import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { useDialogs } from '@toolpad/core/useDialogs';

function ProjectActions() {
  const dialogs = useDialogs();
  const [status, setStatus] = React.useState('Nothing done yet.');

  const handleRename = async () => {
    const name = await dialogs.prompt('Enter the new name of the project.', {
      title: 'Rename project',
      okText: 'Rename',
    });
    setStatus(name ? `Renamed to "${name}".` : 'Rename canceled.');
  };

  const handleDelete = async () => {
    const confirmed = await dialogs.confirm(
      'The project and its 14 files will be deleted. This cannot be undone.',
      { title: 'Delete project?', okText: 'Delete', severity: 'error' },
    );
    if (confirmed) {
      await dialogs.alert('The project was deleted.', { title: 'Done' });
      setStatus('Project deleted.');
    } else {
      setStatus('Deletion canceled.');
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 3, alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={handleRename}>
          Rename
        </Button>
        <Button variant="outlined" color="error" onClick={handleDelete}>
          Delete
        </Button>
      </Stack>
      <Typography role="status">{status}</Typography>
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

export default function DialogsBuiltIn(props: DemoProps) {
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
      <ProjectActions />
    </AppProvider>
  );
}
