import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const elements = [
  ['H', 'Hydrogen', 1.008], ['He', 'Helium', 4.0026], ['Li', 'Lithium', 6.94],
  ['Be', 'Beryllium', 9.0122], ['B', 'Boron', 10.81], ['C', 'Carbon', 12.011],
  ['N', 'Nitrogen', 14.007], ['O', 'Oxygen', 15.999], ['F', 'Fluorine', 18.998],
  ['Ne', 'Neon', 20.18], ['Na', 'Sodium', 22.99], ['Mg', 'Magnesium', 24.305],
  ['Al', 'Aluminium', 26.982], ['Si', 'Silicon', 28.085], ['P', 'Phosphorus', 30.974],
] as const;

export default function StickyHeadTable() {
  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      {/* The container scrolls, so it is a named, focusable region. */}
      <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label="Elements">
        <Table stickyHeader size="small" aria-label="First fifteen chemical elements">
          <TableHead>
            <TableRow>
              <TableCell align="right">Number</TableCell>
              <TableCell>Symbol</TableCell>
              <TableCell>Name</TableCell>
              <TableCell align="right">Atomic mass</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {elements.map(([symbol, name, mass], index) => (
              <TableRow key={symbol} hover>
                <TableCell align="right">{index + 1}</TableCell>
                <TableCell>{symbol}</TableCell>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell align="right">{mass}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
