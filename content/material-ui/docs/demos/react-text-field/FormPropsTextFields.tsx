import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FormPropsTextFields() {
  return (
    <Box
      component="form"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        '& .MuiTextField-root': { width: '25ch' },
      }}
      noValidate
      autoComplete="off"
    >
      <TextField required label="Required" defaultValue="Ada Lovelace" />
      <TextField disabled label="Disabled" defaultValue="Not editable" />
      <TextField label="Password" type="password" autoComplete="current-password" />
      <TextField
        label="Read only"
        defaultValue="ID-4821"
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        label="Quantity"
        type="number"
        defaultValue={1}
        slotProps={{ htmlInput: { min: 0, max: 99 } }}
      />
      <TextField label="Search" type="search" />
      <TextField
        label="With helper text"
        helperText="Shown on your public profile"
      />
    </Box>
  );
}
