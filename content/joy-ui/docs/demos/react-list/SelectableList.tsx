import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Chip from '@mui/joy/Chip';
import Inbox from '@mui/icons-material/Inbox';
import Send from '@mui/icons-material/Send';
import Drafts from '@mui/icons-material/Drafts';
import Delete from '@mui/icons-material/Delete';

const folders = [
  { id: 'inbox', label: 'Inbox', icon: <Inbox />, count: 12 },
  { id: 'sent', label: 'Sent', icon: <Send /> },
  { id: 'drafts', label: 'Drafts', icon: <Drafts />, count: 2 },
  { id: 'trash', label: 'Trash', icon: <Delete /> },
];

export default function SelectableList() {
  const [current, setCurrent] = React.useState('inbox');

  return (
    <Sheet variant="outlined" sx={{ width: 260, borderRadius: 'sm' }}>
      <List
        component="nav"
        aria-label="Mail folders"
        sx={{
          '--ListItem-radius': '6px',
          '--List-padding': '6px',
          '--List-gap': '2px',
        }}
      >
        {folders.map((folder) => (
          <ListItem key={folder.id}>
            <ListItemButton
              selected={current === folder.id}
              aria-current={current === folder.id ? 'page' : undefined}
              variant={current === folder.id ? 'soft' : 'plain'}
              color={current === folder.id ? 'primary' : 'neutral'}
              onClick={() => setCurrent(folder.id)}
            >
              <ListItemDecorator>{folder.icon}</ListItemDecorator>
              <ListItemContent>{folder.label}</ListItemContent>
              {folder.count ? (
                <Chip size="sm" variant="soft" color="neutral">
                  {folder.count}
                </Chip>
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
