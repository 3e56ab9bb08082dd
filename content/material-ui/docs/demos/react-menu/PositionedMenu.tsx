import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SortIcon from '@mui/icons-material/Sort';

export default function PositionedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const handleClose = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="sort-menu-button"
        variant="outlined"
        startIcon={<SortIcon />}
        aria-controls={open ? 'sort-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Sort
      </Button>
      <Menu
        id="sort-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        MenuListProps={{ 'aria-labelledby': 'sort-menu-button' }}
        // The point of the button the menu attaches to…
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        // …and the point of the menu that goes there: the menu opens above, aligned right.
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <MenuItem onClick={handleClose}>Newest first</MenuItem>
        <MenuItem onClick={handleClose}>Oldest first</MenuItem>
        <MenuItem onClick={handleClose}>Most popular</MenuItem>
      </Menu>
    </div>
  );
}
