import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rows = [
  { sku: 'KB-104', item: 'Mechanical keyboard', stock: 42, price: 89.0 },
  { sku: 'MS-220', item: 'Wireless mouse', stock: 130, price: 24.5 },
  { sku: 'MN-270', item: '27" monitor', stock: 8, price: 219.99 },
  { sku: 'HD-015', item: 'USB-C hub', stock: 61, price: 35.0 },
  { sku: 'WC-900', item: 'Webcam', stock: 0, price: 59.9 },
];

export default function DenseTable() {
  const [dense, setDense] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label="Dense padding"
      />
      <TableContainer component={Paper}>
        {/* size="small" reduces the cell padding of every cell in the table. */}
        <Table size={dense ? 'small' : 'medium'} aria-label="Inventory">
          <TableHead>
            <TableRow>
              <TableCell>SKU</TableCell>
              <TableCell>Item</TableCell>
              <TableCell align="right">In stock</TableCell>
              <TableCell align="right">Price ($)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.sku}>
                <TableCell component="th" scope="row">
                  {row.sku}
                </TableCell>
                <TableCell>{row.item}</TableCell>
                <TableCell align="right">{row.stock}</TableCell>
                <TableCell align="right">{row.price.toFixed(2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
