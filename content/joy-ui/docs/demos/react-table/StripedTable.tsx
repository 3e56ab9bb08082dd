import * as React from 'react';
import Table from '@mui/joy/Table';

const rows = [
  {
    invoice: 'INV-1042',
    client: 'Northwind Traders',
    due: 'Apr 3, 2024',
    amount: 1250,
  },
  {
    invoice: 'INV-1043',
    client: 'Blue Harbor Cafe',
    due: 'Apr 8, 2024',
    amount: 320,
  },
  {
    invoice: 'INV-1044',
    client: 'Greenleaf Studio',
    due: 'Apr 12, 2024',
    amount: 4780,
  },
  {
    invoice: 'INV-1045',
    client: 'Atlas Logistics',
    due: 'Apr 15, 2024',
    amount: 960,
  },
  {
    invoice: 'INV-1046',
    client: 'Pinecrest Dental',
    due: 'Apr 21, 2024',
    amount: 2100,
  },
  {
    invoice: 'INV-1047',
    client: 'Lumen Robotics',
    due: 'Apr 30, 2024',
    amount: 615,
  },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export default function StripedTable() {
  return (
    <Table aria-label="Open invoices" stripe="odd" hoverRow sx={{ maxWidth: 600 }}>
      <thead>
        <tr>
          <th>Invoice</th>
          <th>Client</th>
          <th>Due</th>
          <th style={{ textAlign: 'right' }}>Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.invoice}>
            <td>{row.invoice}</td>
            <td>{row.client}</td>
            <td>{row.due}</td>
            <td style={{ textAlign: 'right' }}>{currency.format(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
