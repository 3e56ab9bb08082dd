import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';

export default function Checkboxes() {
  return (
    <div>
      <Checkbox defaultChecked inputProps={{ 'aria-label': 'Checked by default' }} />
      <Checkbox inputProps={{ 'aria-label': 'Unchecked' }} />
      <Checkbox disabled inputProps={{ 'aria-label': 'Disabled' }} />
      <Checkbox
        disabled
        checked
        inputProps={{ 'aria-label': 'Disabled and checked' }}
      />
    </div>
  );
}
