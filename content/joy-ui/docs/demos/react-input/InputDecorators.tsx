import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import SearchIcon from '@mui/icons-material/Search';

export default function InputDecorators() {
  const [currency, setCurrency] = React.useState('usd');

  return (
    <Stack spacing={2} sx={{ width: 360, maxWidth: '100%' }}>
      <Input
        placeholder="Search the docs"
        aria-label="Search the docs"
        startDecorator={<SearchIcon />}
        endDecorator={<Button>Search</Button>}
      />
      <Input
        type="number"
        placeholder="Amount"
        aria-label="Amount"
        startDecorator={
          <React.Fragment>
            <Select
              variant="plain"
              aria-label="Currency"
              value={currency}
              onChange={(event, value) => setCurrency(value ?? 'usd')}
              slotProps={{ button: { sx: { whiteSpace: 'nowrap' } } }}
              sx={{ mr: -1.5, '&:hover': { bgcolor: 'transparent' } }}
            >
              <Option value="usd">US dollar</Option>
              <Option value="eur">Euro</Option>
              <Option value="jpy">Yen</Option>
            </Select>
            <Divider orientation="vertical" />
          </React.Fragment>
        }
      />
      <Input
        placeholder="your-team"
        aria-label="Workspace address"
        startDecorator="https://"
        endDecorator=".example.com"
      />
    </Stack>
  );
}
