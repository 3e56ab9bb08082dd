import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const attributes = [
  'data-mui-color-scheme',
  'class',
  'data',
  '.mode-%s',
  '[data-theme="%s"]',
  '[data-mode-%s]',
];

// What the script writes on <html> for each `attribute` format.
function describe(attribute: string, scheme: string) {
  if (attribute === 'class') return `class="${scheme}"`;
  if (attribute === 'data') return `data-${scheme}=""`;
  if (attribute.startsWith('.')) return `class="${attribute.slice(1).replace('%s', scheme)}"`;
  const match = attribute.match(/\[([^\]]+)\]/);
  if (match) {
    const [name, value] = match[1].split('=');
    return value
      ? `${name}="${value.replace(/"/g, '').replace('%s', scheme)}"`
      : `${name.replace('%s', scheme)}=""`;
  }
  return `${attribute}="${scheme}"`;
}

export default function AttributeFormats() {
  const [attribute, setAttribute] = React.useState(attributes[0]);
  const [scheme, setScheme] = React.useState('dark');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="attribute"
          value={attribute}
          onChange={(event) => setAttribute(event.target.value)}
          sx={{ minWidth: 240 }}
        >
          {attributes.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Resolved color scheme"
          value={scheme}
          onChange={(_, value) => value && setScheme(value)}
        >
          <ToggleButton value="light">light</ToggleButton>
          <ToggleButton value="dark">dark</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        component="code"
        sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 14 }}
      >
        {`<html ${describe(attribute, scheme)}>`}
      </Box>
    </Stack>
  );
}
