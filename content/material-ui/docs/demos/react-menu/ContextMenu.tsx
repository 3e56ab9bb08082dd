import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

export default function ContextMenu() {
  const [position, setPosition] = React.useState<{
    top: number;
    left: number;
  } | null>(null);

  const handleContextMenu = (event: React.MouseEvent) => {
    // Replace the browser's own context menu.
    event.preventDefault();
    setPosition(
      position === null
        ? { top: event.clientY - 6, left: event.clientX + 2 }
        : // A second right click while the menu is open closes it.
          null,
    );
  };
  const handleClose = () => setPosition(null);

  return (
    <Box
      onContextMenu={handleContextMenu}
      sx={{ cursor: 'context-menu', maxWidth: 480 }}
    >
      <Typography>
        Right-click anywhere in this paragraph to open a custom menu at the pointer.
        The menu is positioned with coordinates instead of an anchor element, so it
        can appear wherever the user clicked.
      </Typography>
      <Menu
        open={position !== null}
        onClose={handleClose}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={handleClose}>Copy</MenuItem>
        <MenuItem onClick={handleClose}>Print</MenuItem>
        <MenuItem onClick={handleClose}>Highlight</MenuItem>
        <MenuItem onClick={handleClose}>Email</MenuItem>
      </Menu>
    </Box>
  );
}
