import * as React from 'react';
import { useColorScheme as useJoyColorScheme } from '@mui/joy/styles';
import { useColorScheme } from '@mui/material/styles';
import { JoyDemoTheme } from './JoyDemoTheme';

/** Joy keeps its own mode state: follow the docs' mode when the reader changes it in this tab. */
function FollowDocsMode() {
  const docs = useColorScheme();
  const joy = useJoyColorScheme();
  React.useEffect(() => {
    if (docs.mode && joy.mode !== docs.mode) joy.setMode(docs.mode);
  }, [docs.mode, joy]);
  return null;
}

export function JoyDemoFollower({ children }: { children: React.ReactNode }) {
  return (
    <JoyDemoTheme>
      <FollowDocsMode />
      {children}
    </JoyDemoTheme>
  );
}
