import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';

export default function IconButtonMenu() {
  const [action, setAction] = React.useState<string | null>(null);

  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        pl: 2,
        borderRadius: 'sm',
        width: 320,
      }}
    >
      <div style={{ flex: 1 }}>
        <Typography level="title-sm">Quarterly report.pdf</Typography>
        <Typography level="body-xs">{action ?? '2.4 MB'}</Typography>
      </div>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'plain', color: 'neutral' } }}
          aria-label="Actions for Quarterly report.pdf"
        >
          <MoreVertRounded />
        </MenuButton>
        <Menu placement="bottom-end" size="sm">
          <MenuItem onClick={() => setAction('Renamed')}>
            <ListItemDecorator>
              <EditRounded />
            </ListItemDecorator>
            Rename
          </MenuItem>
          <MenuItem onClick={() => setAction('Duplicated')}>
            <ListItemDecorator>
              <ContentCopyRounded />
            </ListItemDecorator>
            Duplicate
          </MenuItem>
          <ListDivider />
          <MenuItem color="danger" onClick={() => setAction('Moved to trash')}>
            <ListItemDecorator>
              <DeleteRounded />
            </ListItemDecorator>
            Delete
          </MenuItem>
        </Menu>
      </Dropdown>
    </Sheet>
  );
}
