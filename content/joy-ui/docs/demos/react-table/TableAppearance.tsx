import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Table, { TableProps } from '@mui/joy/Table';

type Settings = Required<
  Pick<TableProps, 'variant' | 'color' | 'size' | 'borderAxis'>
>;

const choices: { [K in keyof Settings]: Settings[K][] } = {
  variant: ['plain', 'outlined', 'soft', 'solid'],
  color: ['neutral', 'primary', 'danger', 'success', 'warning'],
  size: ['sm', 'md', 'lg'],
  borderAxis: ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'],
};

const rows = [
  ['Starter', '$0', '1', 'Community'],
  ['Team', '$12', '10', 'Email'],
  ['Business', '$30', 'Unlimited', 'Priority'],
];

export default function TableAppearance() {
  const [settings, setSettings] = React.useState<Settings>({
    variant: 'plain',
    color: 'neutral',
    size: 'md',
    borderAxis: 'xBetween',
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {(Object.keys(choices) as (keyof Settings)[]).map((key) => (
          <FormControl key={key} size="sm" sx={{ minWidth: 120 }}>
            <FormLabel>{key}</FormLabel>
            <Select
              value={settings[key]}
              onChange={(event, value) => {
                if (value) {
                  setSettings((prev) => ({ ...prev, [key]: value }));
                }
              }}
            >
              {choices[key].map((choice) => (
                <Option key={choice} value={choice}>
                  {choice}
                </Option>
              ))}
            </Select>
          </FormControl>
        ))}
      </Box>
      <Sheet sx={{ borderRadius: 'sm', overflow: 'auto' }}>
        <Table aria-label="Plans" {...settings}>
          <thead>
            <tr>
              <th>Plan</th>
              <th>Price per user</th>
              <th>Projects</th>
              <th>Support</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell) => (
                  <td key={cell}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Box>
  );
}
