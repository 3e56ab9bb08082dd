import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';

const not = (a: string[], b: string[]) => a.filter((value) => !b.includes(value));

export default function EnhancedTransferList() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [left, setLeft] = React.useState(['Email', 'Calendar', 'Contacts', 'Drive']);
  const [right, setRight] = React.useState(['Photos', 'Maps']);

  // Checks all the given items, or unchecks them if they are all checked.
  const toggleAll = (items: string[], allChecked: boolean) => {
    setChecked(
      allChecked ? not(checked, items) : [...not(checked, items), ...items],
    );
  };
  const move = (values: string[], toRight: boolean) => {
    setLeft(toRight ? not(left, values) : [...left, ...values]);
    setRight(toRight ? [...right, ...values] : not(right, values));
    setChecked(not(checked, values));
  };

  const customList = (title: string, items: string[]) => {
    const count = items.filter((value) => checked.includes(value)).length;
    const allChecked = items.length > 0 && count === items.length;
    return (
      <Card variant="outlined" sx={{ width: 220 }}>
        <CardHeader
          sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
          avatar={
            <Checkbox
              checked={allChecked}
              indeterminate={count > 0 && !allChecked}
              disabled={items.length === 0}
              onChange={() => toggleAll(items, allChecked)}
              inputProps={{ 'aria-label': `Select all ${title.toLowerCase()} apps` }}
            />
          }
          title={title}
          subheader={`${count}/${items.length} selected`}
        />
        <List
          dense
          aria-label={`${title} apps`}
          sx={{ height: 200, overflow: 'auto' }}
        >
          {items.map((value) => (
            <ListItem key={value} sx={{ py: 0 }}>
              <FormControlLabel
                label={value}
                control={
                  <Checkbox
                    checked={checked.includes(value)}
                    onChange={() => toggleAll([value], checked.includes(value))}
                  />
                }
              />
            </ListItem>
          ))}
        </List>
      </Card>
    );
  };

  const leftChecked = checked.filter((value) => left.includes(value));
  const rightChecked = checked.filter((value) => right.includes(value));

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      {customList('Available', left)}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          aria-label="Move selected right"
          disabled={leftChecked.length === 0}
          onClick={() => move(leftChecked, true)}
        >
          &gt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-label="Move selected left"
          disabled={rightChecked.length === 0}
          onClick={() => move(rightChecked, false)}
        >
          &lt;
        </Button>
      </Stack>
      {customList('Installed', right)}
    </Stack>
  );
}
