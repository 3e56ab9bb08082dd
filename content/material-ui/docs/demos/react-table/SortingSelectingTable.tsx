import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

type Row = { id: number; name: string; language: string; stars: number; issues: number };
type Column = { key: keyof Omit<Row, 'id'>; label: string; numeric: boolean };

const rows: Row[] = [
  { id: 1, name: 'aurora', language: 'Rust', stars: 12400, issues: 87 },
  { id: 2, name: 'basalt', language: 'Go', stars: 3100, issues: 12 },
  { id: 3, name: 'cinder', language: 'TypeScript', stars: 28900, issues: 310 },
  { id: 4, name: 'delta-ui', language: 'TypeScript', stars: 7600, issues: 45 },
  { id: 5, name: 'ember', language: 'Python', stars: 15200, issues: 130 },
];
const columns: Column[] = [
  { key: 'name', label: 'Repository', numeric: false },
  { key: 'language', label: 'Language', numeric: false },
  { key: 'stars', label: 'Stars', numeric: true },
  { key: 'issues', label: 'Open issues', numeric: true },
];

export default function SortingSelectingTable() {
  const [orderBy, setOrderBy] = React.useState<Column['key']>('stars');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('desc');
  const [selected, setSelected] = React.useState<number[]>([]);
  const id = React.useId();

  const sortBy = (key: Column['key']) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };
  const toggle = (id: number) =>
    setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));

  const sorted = [...rows].sort((a, b) => {
    const result = a[orderBy] < b[orderBy] ? -1 : a[orderBy] > b[orderBy] ? 1 : 0;
    return order === 'asc' ? result : -result;
  });

  return (
    <Paper sx={{ width: '100%' }}>
      <Toolbar sx={selected.length > 0 ? { bgcolor: 'action.selected' } : undefined}>
        <Typography role="status" sx={{ flex: 1 }}>
          {selected.length > 0 ? `${selected.length} selected` : 'Repositories'}
        </Typography>
      </Toolbar>
      <TableContainer>
        <Table aria-label="Repositories" sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  indeterminate={selected.length > 0 && selected.length < rows.length}
                  checked={selected.length === rows.length}
                  onChange={(event) => setSelected(event.target.checked ? rows.map((r) => r.id) : [])}
                  inputProps={{ 'aria-label': 'Select all repositories' }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.key ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? order : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                    {orderBy === column.key ? (
                      <Box component="span" sx={visuallyHidden}>
                        {order === 'desc' ? 'sorted descending' : 'sorted ascending'}
                      </Box>
                    ) : null}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((row) => {
              const isSelected = selected.includes(row.id);
              return (
                <TableRow key={row.id} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => toggle(row.id)}
                      inputProps={{ 'aria-labelledby': `${id}-${row.id}` }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row" id={`${id}-${row.id}`}>
                    {row.name}
                  </TableCell>
                  <TableCell>{row.language}</TableCell>
                  <TableCell align="right">{row.stars.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{row.issues}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
