import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import CloudIcon from '@mui/icons-material/Cloud';

const items = [
  { label: 'Cut', shortcut: '⌘X', icon: <ContentCutIcon fontSize="small" /> },
  { label: 'Copy', shortcut: '⌘C', icon: <ContentCopyIcon fontSize="small" /> },
  { label: 'Paste', shortcut: '⌘V', icon: <ContentPasteIcon fontSize="small" /> },
];

export default function IconMenu() {
  return (
    <Paper sx={{ width: 320, maxWidth: '100%' }}>
      <MenuList aria-label="Edit">
        {items.map((item) => (
          <MenuItem key={item.label}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemIcon>
            <CloudIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Web clipboard</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
