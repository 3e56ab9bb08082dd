import * as React from 'react';
import Box from '@mui/joy/Box';
import List, { ListProps } from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import InboxRounded from '@mui/icons-material/InboxRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

const sizes: NonNullable<ListProps['size']>[] = ['sm', 'md', 'lg'];
const folders = [
  { label: 'Inbox', icon: <InboxRounded /> },
  { label: 'Sent', icon: <SendRounded /> },
  { label: 'Trash', icon: <DeleteOutlineRounded /> },
];

export default function ListSizes() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {sizes.map((size) => (
        <div key={size}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List
            size={size}
            variant="outlined"
            aria-label={`Folders, size ${size}`}
            sx={{ borderRadius: 'sm' }}
          >
            {folders.map((folder) => (
              <ListItem key={folder.label}>
                <ListItemButton>
                  <ListItemDecorator>{folder.icon}</ListItemDecorator>
                  {folder.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Box>
  );
}
