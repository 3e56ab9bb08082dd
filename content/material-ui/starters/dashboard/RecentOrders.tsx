import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { orders, Order } from './data';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Formats "2024-03-16" as "Mar 16, 2024" without going through `Date`, so the output never depends on a time zone.
function formatDate(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${months[month - 1]} ${day}, ${year}`;
}

const columns: GridColDef<Order>[] = [
  {
    field: 'date',
    headerName: 'Date',
    minWidth: 110,
    flex: 0.8,
    valueFormatter: (value: string) => formatDate(value),
  },
  { field: 'name', headerName: 'Name', minWidth: 150, flex: 1 },
  { field: 'shipTo', headerName: 'Ship To', minWidth: 140, flex: 1 },
  { field: 'paymentMethod', headerName: 'Payment Method', minWidth: 160, flex: 1 },
  {
    field: 'amount',
    headerName: 'Sale Amount',
    type: 'number',
    minWidth: 120,
    flex: 0.8,
    valueFormatter: (value: number) => currency.format(value),
  },
];

interface RecentOrdersProps {
  /** Text typed in the header's search field; filters the rows on every column. */
  search: string;
}

export default function RecentOrders({ search }: RecentOrdersProps) {
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: [], quickFilterValues: search.trim().split(/\s+/).filter(Boolean) }),
    [search],
  );

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="recent-orders-title"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id="recent-orders-title" component="h2" variant="subtitle2" gutterBottom>
          Recent Orders
        </Typography>
        {/* A column flex parent lets the grid take the height of its rows (no fixed height needed). */}
        <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
          <DataGrid
            aria-label="Recent orders"
            rows={orders}
            columns={columns}
            filterModel={filterModel}
            initialState={{
              sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
              pagination: { paginationModel: { pageSize: 5 } },
            }}
            pageSizeOptions={[5, 10]}
            density="compact"
            disableRowSelectionOnClick
            disableColumnMenu
          />
        </Box>
      </CardContent>
    </Card>
  );
}
