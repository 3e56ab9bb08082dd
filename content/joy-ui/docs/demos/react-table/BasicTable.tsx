import * as React from 'react';
import Table from '@mui/joy/Table';

const rows = [
  { city: 'Tokyo', country: 'Japan', population: 37.2, area: 2194 },
  { city: 'Delhi', country: 'India', population: 33.8, area: 1484 },
  { city: 'Shanghai', country: 'China', population: 29.9, area: 6341 },
  { city: 'São Paulo', country: 'Brazil', population: 22.8, area: 1521 },
  { city: 'Mexico City', country: 'Mexico', population: 22.5, area: 1485 },
];

export default function BasicTable() {
  return (
    <Table aria-label="Largest cities" sx={{ maxWidth: 560 }}>
      <thead>
        <tr>
          <th style={{ width: '35%' }}>City</th>
          <th>Country</th>
          <th style={{ textAlign: 'right' }}>Population (M)</th>
          <th style={{ textAlign: 'right' }}>Area (km²)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.city}>
            <td>{row.city}</td>
            <td>{row.country}</td>
            <td style={{ textAlign: 'right' }}>{row.population.toFixed(1)}</td>
            <td style={{ textAlign: 'right' }}>
              {row.area.toLocaleString('en-US')}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
