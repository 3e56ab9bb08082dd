import * as React from 'react';
import List, { ListProps } from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Folder from '@mui/icons-material/Folder';

const lists: Pick<ListProps, 'size' | 'variant' | 'color'>[] = [
  { size: 'sm', variant: 'outlined' },
  { size: 'md', variant: 'soft', color: 'primary' },
  { size: 'lg', variant: 'plain' },
];

export default function ListSizesVariants() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {lists.map((props) => (
        <List
          key={props.size}
          {...props}
          aria-label={`Folders, size ${props.size}`}
          sx={{ flexGrow: 0, width: 200, borderRadius: 'sm' }}
        >
          {['Documents', 'Photos', 'Invoices'].map((name) => (
            <ListItem key={name}>
              <ListItemDecorator>
                <Folder />
              </ListItemDecorator>
              {name}
            </ListItem>
          ))}
        </List>
      ))}
    </Stack>
  );
}
