import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rows = [
  { city: 'Lisbon', country: 'Portugal', population: 545, area: 100 },
  { city: 'Nairobi', country: 'Kenya', population: 4397, area: 696 },
  { city: 'Osaka', country: 'Japan', population: 2753, area: 225 },
  { city: 'Quito', country: 'Ecuador', population: 2011, area: 372 },
  { city: 'Tallinn', country: 'Estonia', population: 454, area: 159 },
];

export default function BasicTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 480 }} aria-label="Cities">
        <TableHead>
          <TableRow>
            <TableCell>City</TableCell>
            <TableCell>Country</TableCell>
            <TableCell align="right">Population (thousands)</TableCell>
            <TableCell align="right">Area (km²)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.city} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
              {/* The first cell of each row is its header. */}
              <TableCell component="th" scope="row">
                {row.city}
              </TableCell>
              <TableCell>{row.country}</TableCell>
              <TableCell align="right">{row.population}</TableCell>
              <TableCell align="right">{row.area}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
