import * as React from 'react';
import { useColorScheme } from '@mui/joy/styles';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

function show(value: string | undefined) {
  return value ?? 'undefined (not known on the server)';
}

export default function ColorSchemeReadout() {
  // Reads the provider of this page: switch the site's color mode to see it change.
  const { mode, systemMode, colorScheme, allColorSchemes } = useColorScheme();
  return (
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'sm', width: '100%', maxWidth: 520 }}
    >
      <Table aria-label="Values returned by useColorScheme">
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>mode</td>
            <td>{show(mode)}</td>
          </tr>
          <tr>
            <td>systemMode</td>
            <td>{show(systemMode)}</td>
          </tr>
          <tr>
            <td>colorScheme</td>
            <td>{show(colorScheme)}</td>
          </tr>
          <tr>
            <td>allColorSchemes</td>
            <td>{allColorSchemes.join(', ')}</td>
          </tr>
        </tbody>
      </Table>
    </Sheet>
  );
}
