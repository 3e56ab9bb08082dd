import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const STEPS: TreeViewBaseItem[] = [
  { id: 'cart', label: 'Cart' },
  { id: 'shipping', label: 'Shipping address' },
  { id: 'payment', label: 'Payment' },
  { id: 'review', label: 'Review order' },
];

const ORDER = STEPS.map((step) => step.id);

export default function SelectionApi() {
  const apiRef = useTreeViewApiRef();
  const [current, setCurrent] = React.useState<string | null>('cart');
  const index = current ? ORDER.indexOf(current) : -1;

  const goTo = (event: React.SyntheticEvent, itemId: string) => {
    apiRef.current?.selectItem({ event, itemId, shouldBeSelected: true });
  };

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          disabled={index <= 0}
          onClick={(event) => goTo(event, ORDER[index - 1])}
        >
          Previous step
        </Button>
        <Button
          size="small"
          disabled={index === ORDER.length - 1}
          onClick={(event) => goTo(event, ORDER[index + 1])}
        >
          Next step
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Checkout steps"
        items={STEPS}
        apiRef={apiRef}
        selectedItems={current}
        onSelectedItemsChange={(event, itemId) => setCurrent(itemId)}
      />
    </Box>
  );
}
