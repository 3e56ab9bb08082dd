import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

function FormActionBar(props: PickersActionBarProps) {
  const { onAccept, onClear, onCancel, className } = props;

  return (
    <DialogActions className={className} sx={{ justifyContent: 'space-between' }}>
      <Button color="error" onClick={onClear}>
        Remove date
      </Button>
      <div>
        <Button onClick={onCancel}>Undo</Button>
        <Button variant="contained" onClick={onAccept}>
          Confirm
        </Button>
      </div>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slots={{ actionBar: FormActionBar }}
      />
    </LocalizationProvider>
  );
}
