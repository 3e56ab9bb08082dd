import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

function not(a: string[], b: string[]) {
  return a.filter((value) => !b.includes(value));
}

export default function TransferList() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState(['Apples', 'Bananas', 'Cherries', 'Dates']);
  const [right, setRight] = React.useState(['Elderberries', 'Figs']);

  const leftChecked = checked.filter((value) => left.includes(value));
  const rightChecked = checked.filter((value) => right.includes(value));

  const toggle = (value: string) => {
    setChecked(
      checked.includes(value) ? not(checked, [value]) : [...checked, value],
    );
  };
  const move = (values: string[], toRight: boolean) => {
    setLeft(toRight ? not(left, values) : [...left, ...values]);
    setRight(toRight ? [...right, ...values] : not(right, values));
    setChecked(not(checked, values));
  };

  const actions = [
    { label: 'Move all right', text: '≫', items: left, toRight: true },
    { label: 'Move selected right', text: '>', items: leftChecked, toRight: true },
    { label: 'Move selected left', text: '<', items: rightChecked, toRight: false },
    { label: 'Move all left', text: '≪', items: right, toRight: false },
  ];

  const customList = (items: string[], label: string) => (
    <Paper variant="outlined" sx={{ width: 200, height: 230, overflow: 'auto' }}>
      <List dense aria-label={label}>
        {items.map((value) => (
          <ListItem key={value} sx={{ py: 0 }}>
            <FormControlLabel
              label={value}
              control={
                <Checkbox
                  checked={checked.includes(value)}
                  onChange={() => toggle(value)}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      {customList(left, 'Available')}
      <Stack spacing={1}>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant="outlined"
            size="small"
            aria-label={action.label}
            disabled={action.items.length === 0}
            onClick={() => move(action.items, action.toRight)}
          >
            {action.text}
          </Button>
        ))}
      </Stack>
      {customList(right, 'Chosen')}
    </Stack>
  );
}
