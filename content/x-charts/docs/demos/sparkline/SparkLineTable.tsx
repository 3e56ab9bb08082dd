import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const products = [
  { name: 'Trail running shoes', sold: 1284, trend: [40, 42, 51, 48, 60, 72, 70] },
  { name: 'Rain jacket', sold: 932, trend: [80, 74, 66, 58, 49, 41, 38] },
  { name: 'Hiking backpack', sold: 711, trend: [30, 35, 33, 36, 34, 38, 37] },
  { name: 'Water bottle', sold: 2210, trend: [55, 61, 70, 82, 90, 95, 104] },
];

export default function SparkLineTable() {
  return (
    <Table size="small" sx={{ maxWidth: 560 }}>
      <caption>
        Units sold per product, with the trend of the last seven weeks
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell align="right">Units sold</TableCell>
          <TableCell>Last 7 weeks</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.name}>
            <TableCell>{product.name}</TableCell>
            <TableCell align="right">
              {product.sold.toLocaleString('en-US')}
            </TableCell>
            <TableCell sx={{ py: 0 }}>
              <SparkLineChart data={product.trend} width={120} height={32} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
