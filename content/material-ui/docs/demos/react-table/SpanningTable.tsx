import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const TAX_RATE = 0.08;
const lines = [
  { description: 'Design workshop (day)', qty: 2, unit: 950 },
  { description: 'Prototype development (hour)', qty: 24, unit: 85 },
  { description: 'Usability test session', qty: 5, unit: 120 },
];
const subtotal = lines.reduce((sum, line) => sum + line.qty * line.unit, 0);
const tax = subtotal * TAX_RATE;
const money = (value: number) => value.toFixed(2);

export default function SpanningTable() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Invoice" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell colSpan={3}>Details</TableCell>
            <TableCell align="right">Price ($)</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit</TableCell>
            <TableCell align="right">Sum</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.description}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.qty}</TableCell>
              <TableCell align="right">{money(line.unit)}</TableCell>
              <TableCell align="right">{money(line.qty * line.unit)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            {/* An empty cell spanning the totals rows keeps them to the right. */}
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{money(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Tax</TableCell>
            <TableCell align="right">{`${(TAX_RATE * 100).toFixed(0)} %`}</TableCell>
            <TableCell align="right">{money(tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell align="right">{money(subtotal + tax)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
