import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

export default function SwitchFormControl() {
  const [checked, setChecked] = React.useState(true);

  return (
    <FormControl
      orientation="horizontal"
      sx={{ width: 340, maxWidth: '100%', justifyContent: 'space-between', gap: 2 }}
    >
      <div>
        <FormLabel>Automatic updates</FormLabel>
        <FormHelperText sx={{ mt: 0 }}>
          {checked
            ? 'Updates install overnight.'
            : 'You will be asked before each update.'}
        </FormHelperText>
      </div>
      <Switch
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        color={checked ? 'success' : 'neutral'}
      />
    </FormControl>
  );
}
