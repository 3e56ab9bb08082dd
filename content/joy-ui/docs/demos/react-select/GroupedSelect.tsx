import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

const fonts: Record<string, string[]> = {
  'Sans serif': ['Inter', 'Public Sans', 'Source Sans 3'],
  Serif: ['Merriweather', 'Playfair Display', 'Source Serif 4'],
  Monospace: ['Fira Code', 'JetBrains Mono', 'Roboto Mono'],
};

export default function GroupedSelect() {
  const idPrefix = React.useId();

  return (
    <FormControl sx={{ width: 260 }}>
      <FormLabel>Font</FormLabel>
      <Select
        placeholder="Choose a font"
        sx={{ '--Select-placeholderOpacity': 0.8 }}
        slotProps={{
          listbox: {
            component: 'div',
            sx: { maxHeight: 260, overflow: 'auto', '--List-padding': '0px' },
          },
        }}
      >
        {Object.entries(fonts).map(([group, names], index) => (
          <React.Fragment key={group}>
            {index !== 0 && <ListDivider role="none" />}
            <List aria-labelledby={`${idPrefix}-${index}`}>
              <ListItem id={`${idPrefix}-${index}`} sticky>
                <Typography level="body-xs" sx={{ textTransform: 'uppercase' }}>
                  {group}
                </Typography>
              </ListItem>
              {names.map((name) => (
                <Option key={name} value={name}>
                  {name}
                </Option>
              ))}
            </List>
          </React.Fragment>
        ))}
      </Select>
    </FormControl>
  );
}
