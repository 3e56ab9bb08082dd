import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, useColorScheme } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';
import { AppProvider } from '@toolpad/core/AppProvider';
import { useNotifications } from '@toolpad/core/useNotifications';

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

const INITIAL_FILES = ['Q3 report.pdf', 'Team photo.jpg', 'Budget 2025.xlsx'];

function FileList() {
  const notifications = useNotifications();
  const [files, setFiles] = React.useState(INITIAL_FILES);

  const remove = (file: string) => {
    setFiles((current) => current.filter((item) => item !== file));
    const key = notifications.show(`${file} moved to the trash`, {
      autoHideDuration: 5000,
      actionText: 'Undo',
      onAction: () => {
        setFiles((current) =>
          INITIAL_FILES.filter((item) => item === file || current.includes(item)),
        );
        notifications.close(key);
      },
    });
  };

  return (
    <List dense sx={{ maxWidth: 360 }}>
      {files.map((file) => (
        <ListItem
          key={file}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Delete ${file}`}
              onClick={() => remove(file)}
            >
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemText primary={file} />
        </ListItem>
      ))}
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          No files left.
        </Typography>
      ) : null}
    </List>
  );
}

interface DemoProps {
  /**
   * The window the demo renders in (the docs pass the demo frame's window).
   * Remove this when copying the demo to your app.
   */
  window?: () => Window;
}

export default function NotificationsAction(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const { colorScheme } = useColorScheme();

  return (
    <AppProvider
      theme={colorScheme === 'dark' ? darkTheme : lightTheme}
      window={demoWindow}
    >
      <Stack sx={{ p: 2, minHeight: 380 }}>
        <FileList />
      </Stack>
    </AppProvider>
  );
}
