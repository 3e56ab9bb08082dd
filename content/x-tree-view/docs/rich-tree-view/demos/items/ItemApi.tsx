import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Employee = TreeViewBaseItem<{ id: string; label: string; role: string }>;

const TEAM: Employee[] = [
  {
    id: 'amara',
    label: 'Amara Okafor',
    role: 'Head of Product',
    children: [
      { id: 'jonas', label: 'Jonas Berg', role: 'Product Designer' },
      {
        id: 'mei',
        label: 'Mei Tanaka',
        role: 'Engineering Manager',
        children: [
          { id: 'lucas', label: 'Lucas Silva', role: 'Frontend Engineer' },
          { id: 'priya', label: 'Priya Nair', role: 'Backend Engineer' },
        ],
      },
    ],
  },
];

export default function ItemApi() {
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState<string | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 240, minWidth: 250 }}>
        <RichTreeView
          aria-label="Team"
          items={TEAM}
          apiRef={apiRef}
          defaultExpandedItems={['amara', 'mei']}
          onItemClick={(event, itemId) => {
            const employee = apiRef.current?.getItem(itemId) as Employee | undefined;
            const reports = apiRef.current?.getItemOrderedChildrenIds(itemId) ?? [];
            if (employee) {
              setDetails(
                `${employee.label}, ${employee.role}: ${reports.length} direct ${
                  reports.length === 1 ? 'report' : 'reports'
                }`,
              );
            }
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {details ?? 'Click a person to read their data from the API.'}
      </Typography>
    </Stack>
  );
}
