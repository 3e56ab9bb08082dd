import * as React from 'react';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatUnderlinedRounded from '@mui/icons-material/FormatUnderlinedRounded';

const items = [
  { label: 'Bold', icon: <FormatBoldRounded /> },
  { label: 'Italic', icon: <FormatItalicRounded /> },
  { label: 'Underline', icon: <FormatUnderlinedRounded /> },
];

export default function StaticMenuList() {
  const [applied, setApplied] = React.useState<string | null>(null);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
      <MenuList aria-label="Text formatting" sx={{ width: 200, flex: 'none' }}>
        {items.map((item) => (
          <MenuItem key={item.label} onClick={() => setApplied(item.label)}>
            <ListItemDecorator>{item.icon}</ListItemDecorator>
            {item.label}
          </MenuItem>
        ))}
      </MenuList>
      <Typography level="body-sm">
        {applied
          ? `Applied: ${applied}`
          : 'Tab into the list, then use the arrow keys.'}
      </Typography>
    </Stack>
  );
}
