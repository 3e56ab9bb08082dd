import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success'] as const;

export default function StandaloneRadioButtons() {
  const [selected, setSelected] = React.useState<string>('primary');

  return (
    <Stack direction="row" role="radiogroup" aria-label="Accent color">
      {colors.map((color) => (
        <Radio
          key={color}
          checked={selected === color}
          onChange={(event) => setSelected(event.target.value)}
          value={color}
          name="accent-color"
          color={color}
          inputProps={{ 'aria-label': color }}
        />
      ))}
    </Stack>
  );
}
