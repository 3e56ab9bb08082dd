import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { DataGrid, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { contacts, contactColumns } from './data';

const optionalColumns = contactColumns.filter((column) => column.hideable !== false);

export default function ControlledVisibilityGrid() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({
    email: false,
    lastContacted: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row role="group" aria-label="Visible columns" sx={{ mb: 1 }}>
        {optionalColumns.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName}
            control={
              <Checkbox
                size="small"
                // A field missing from the model is visible.
                checked={model[column.field] !== false}
                onChange={(event) =>
                  setModel((prev) => ({
                    ...prev,
                    [column.field]: event.target.checked,
                  }))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          aria-label="Contacts with chosen columns"
          rows={contacts}
          columns={contactColumns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
