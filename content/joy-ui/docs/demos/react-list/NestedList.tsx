import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const sections = [
  {
    title: 'Getting started',
    items: ['Overview', 'Installation', 'Usage', 'Tutorial'],
  },
  {
    title: 'Components',
    items: ['Autocomplete', 'Button', 'Checkbox', 'Input', 'Select', 'Slider'],
  },
  { title: 'Customization', items: ['Approaches', 'Theme colors', 'Dark mode'] },
];

export default function NestedList() {
  return (
    <Sheet
      variant="outlined"
      sx={{ width: 260, maxHeight: 280, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List size="sm" aria-label="Documentation">
        {sections.map((section) => (
          <ListItem nested key={section.title}>
            <ListSubheader sticky>{section.title}</ListSubheader>
            <List>
              {section.items.map((item) => (
                <ListItem key={item}>
                  <ListItemButton>{item}</ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
