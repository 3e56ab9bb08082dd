import * as React from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Kbd } from './kbd';

const shortcuts: Array<{ keys: string[]; action: string }> = [
  { keys: ['Ctrl', 'K'], action: 'Open the search' },
  { keys: ['Ctrl', 'C'], action: 'Copy the hovered code block' },
  { keys: ['Esc'], action: 'Close the search or a menu' },
];

export default function ShortcutTable() {
  return (
    <Table
      size="small"
      aria-label="Keyboard shortcuts of the site"
      sx={{ maxWidth: 480 }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Keys</TableCell>
          <TableCell>Action</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shortcuts.map((shortcut) => (
          <TableRow key={shortcut.action}>
            <TableCell>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                {shortcut.keys.map((key) => (
                  <Kbd key={key}>{key}</Kbd>
                ))}
              </Stack>
            </TableCell>
            <TableCell>{shortcut.action}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
