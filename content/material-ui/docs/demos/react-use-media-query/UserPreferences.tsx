import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';

const queries = [
  '(prefers-color-scheme: dark)',
  '(prefers-reduced-motion: reduce)',
  '(hover: hover)',
  '(pointer: coarse)',
  '(orientation: portrait)',
];

function QueryRow({ query }: { query: string }) {
  const matches = useMediaQuery(query);
  return (
    <TableRow>
      <TableCell sx={{ fontFamily: 'monospace' }}>{query}</TableCell>
      <TableCell>{`${matches}`}</TableCell>
    </TableRow>
  );
}

export default function UserPreferences() {
  return (
    <Table size="small" aria-label="Media feature queries and whether they match">
      <TableHead>
        <TableRow>
          <TableCell>Query</TableCell>
          <TableCell>Matches</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {queries.map((query) => (
          <QueryRow key={query} query={query} />
        ))}
      </TableBody>
    </Table>
  );
}
