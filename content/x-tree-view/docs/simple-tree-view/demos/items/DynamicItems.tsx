import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const SUGGESTIONS = ['Apples', 'Bread', 'Cheese', 'Dates', 'Eggs', 'Flour'];

export default function DynamicItems() {
  const [groceries, setGroceries] = React.useState<string[]>(['Milk', 'Rice']);
  const next = SUGGESTIONS.find((item) => !groceries.includes(item));

  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          disabled={!next}
          onClick={() => next && setGroceries((prev) => [...prev, next])}
        >
          Add {next ?? 'item'}
        </Button>
        <Button
          size="small"
          disabled={groceries.length === 0}
          onClick={() => setGroceries((prev) => prev.slice(0, -1))}
        >
          Remove last
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Shopping list"
        defaultExpandedItems={['groceries']}
      >
        <TreeItem itemId="groceries" label={`Groceries (${groceries.length})`}>
          {groceries.map((item) => (
            <TreeItem key={item} itemId={`grocery-${item}`} label={item} />
          ))}
        </TreeItem>
        <TreeItem itemId="household" label="Household">
          <TreeItem itemId="soap" label="Soap" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
