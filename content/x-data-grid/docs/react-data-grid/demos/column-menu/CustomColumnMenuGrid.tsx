import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import HighlightIcon from '@mui/icons-material/Highlight';
import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
} from '@mui/x-data-grid';
import { tickets, ticketColumns } from './data';

const HighlightContext = React.createContext<{
  highlighted: string | null;
  toggle: (field: string) => void;
}>({ highlighted: null, toggle: () => {} });

function HighlightMenuItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const { highlighted, toggle } = React.useContext(HighlightContext);
  return (
    <MenuItem
      onClick={(event) => {
        toggle(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <HighlightIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>
        {highlighted === colDef.field ? 'Remove highlight' : 'Highlight column'}
      </ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Add an item, and remove the "Hide column / Manage columns" items.
        columnMenuHighlightItem: HighlightMenuItem,
        columnMenuColumnsItem: null,
      }}
      slotProps={{ columnMenuHighlightItem: { displayOrder: 15 } }}
    />
  );
}

export default function CustomColumnMenuGrid() {
  const [highlighted, setHighlighted] = React.useState<string | null>('priority');
  const context = React.useMemo(
    () => ({
      highlighted,
      toggle: (field: string) =>
        setHighlighted((current) => (current === field ? null : field)),
    }),
    [highlighted],
  );

  return (
    <HighlightContext.Provider value={context}>
      <Box
        sx={{
          height: 400,
          width: '100%',
          '& .highlighted': { bgcolor: 'action.selected' },
        }}
      >
        <DataGrid
          aria-label="Support tickets with a custom column menu"
          rows={tickets}
          columns={ticketColumns}
          slots={{ columnMenu: CustomColumnMenu }}
          getCellClassName={(params) =>
            params.field === highlighted ? 'highlighted' : ''
          }
        />
      </Box>
    </HighlightContext.Provider>
  );
}
