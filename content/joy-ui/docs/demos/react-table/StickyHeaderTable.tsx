import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Fixed figures so that server and client render the same table.
const visits = [812, 765, 901, 944, 1020, 1187, 1302, 1251, 1098, 987, 876, 1043];
const signups = [41, 37, 52, 49, 61, 70, 78, 74, 63, 55, 47, 58];

export default function StickyHeaderTable() {
  const totalVisits = visits.reduce((sum, value) => sum + value, 0);
  const totalSignups = signups.reduce((sum, value) => sum + value, 0);

  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      aria-label="Traffic in 2023, scrollable"
      sx={{ height: 280, overflow: 'auto', borderRadius: 'sm', maxWidth: 480 }}
    >
      <Table stickyHeader stickyFooter hoverRow aria-label="Traffic in 2023">
        <thead>
          <tr>
            <th>Month</th>
            <th style={{ textAlign: 'right' }}>Visits</th>
            <th style={{ textAlign: 'right' }}>Sign-ups</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month}>
              <td>{month}</td>
              <td style={{ textAlign: 'right' }}>
                {visits[index].toLocaleString('en-US')}
              </td>
              <td style={{ textAlign: 'right' }}>{signups[index]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td style={{ textAlign: 'right' }}>
              {totalVisits.toLocaleString('en-US')}
            </td>
            <td style={{ textAlign: 'right' }}>{totalSignups}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
