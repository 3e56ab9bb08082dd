import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import UploadFileIcon from '@mui/icons-material/UploadFile';

const actions = [
  { icon: <NoteAddIcon />, name: 'New file' },
  { icon: <CreateNewFolderIcon />, name: 'New folder' },
  { icon: <UploadFileIcon />, name: 'Upload' },
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  const handleAction = (name: string) => {
    setLastAction(name);
    setOpen(false);
  };

  return (
    <Box sx={{ position: 'relative', width: '100%', height: 320 }}>
      <Typography sx={{ p: 2 }}>Last action: {lastAction ?? 'none'}</Typography>
      <SpeedDial
        ariaLabel="Create"
        sx={{
          position: 'absolute',
          bottom: 16,
          right: 16,
          // Keep the always-visible labels on one line.
          '& .MuiSpeedDialAction-staticTooltipLabel': { whiteSpace: 'nowrap' },
        }}
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            // Labels stay visible while open, which helps on touch screens without hover.
            tooltipOpen
            onClick={() => handleAction(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
