import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const contacts: Record<string, string[]> = {
  A: ['Aiko', 'Amara', 'Anton', 'Ayla'],
  B: ['Bao', 'Bea', 'Bruno'],
  C: ['Camille', 'Chen', 'Cyrus', 'Cleo'],
  D: ['Dara', 'Diego', 'Dmitri'],
};

export default function PinnedSubheaderList() {
  return (
    // The list scrolls, so it is focusable and named for keyboard users.
    <List
      tabIndex={0}
      aria-label="Contacts"
      disablePadding
      sx={{
        width: '100%',
        maxWidth: 360,
        maxHeight: 260,
        overflow: 'auto',
        position: 'relative',
        bgcolor: 'background.paper',
        '& ul': { p: 0 },
      }}
    >
      {Object.entries(contacts).map(([letter, names]) => (
        <li key={letter}>
          <ul>
            <ListSubheader>{letter}</ListSubheader>
            {names.map((name) => (
              <ListItem key={name}>
                <ListItemText primary={name} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
