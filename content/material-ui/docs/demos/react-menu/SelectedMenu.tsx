import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const options = [
  'Choose what to show',
  'Show all notifications',
  'Hide sensitive content',
  'Hide all notifications',
];

export default function SelectedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [selectedIndex, setSelectedIndex] = React.useState(1);
  const open = Boolean(anchorEl);

  const handleSelect = (index: number) => {
    setSelectedIndex(index);
    setAnchorEl(null);
  };

  return (
    <div>
      <List sx={{ width: 320, maxWidth: '100%', bgcolor: 'background.paper' }}>
        <ListItem disablePadding>
          <ListItemButton
            id="lock-screen-button"
            aria-haspopup="true"
            aria-controls={open ? 'lock-screen-menu' : undefined}
            aria-expanded={open ? 'true' : undefined}
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            <ListItemText
              primary="On the lock screen"
              secondary={options[selectedIndex]}
            />
          </ListItemButton>
        </ListItem>
      </List>
      <Menu
        id="lock-screen-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'lock-screen-button' }}
      >
        {options.map((option, index) => (
          <MenuItem
            key={option}
            disabled={index === 0}
            selected={index === selectedIndex}
            role="menuitemradio"
            aria-checked={index === selectedIndex}
            onClick={() => handleSelect(index)}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
