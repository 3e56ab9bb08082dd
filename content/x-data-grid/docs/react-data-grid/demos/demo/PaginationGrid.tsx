import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridPaginationModel } from '@mui/x-data-grid';
import { orders, orderColumns } from './data';

export default function PaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const pageCount = Math.ceil(orders.length / paginationModel.pageSize);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          aria-label="Paginated orders"
          rows={orders}
          columns={orderColumns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10, 20]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Page {paginationModel.page + 1} of {pageCount}, {paginationModel.pageSize}{' '}
        rows per page
      </Typography>
    </Box>
  );
}
