import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { CATEGORIES, OrderFilter, STATUSES } from './orders';

interface OrderFiltersProps {
  filter: OrderFilter;
  onChange: (filter: OrderFilter) => void;
}

/** The search field and the status and category selects above the orders. */
export default function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 1fr) 180px 180px' },
        alignItems: 'end',
      }}
    >
      <FormControl size="sm" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <FormLabel>Search for an order</FormLabel>
        <Input
          type="search"
          placeholder="Invoice, customer or email"
          startDecorator={<SearchRoundedIcon />}
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
        />
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Status</FormLabel>
        <Select
          value={filter.status}
          onChange={(_event, value) =>
            onChange({ ...filter, status: value ?? 'all' })
          }
        >
          <Option value="all">All</Option>
          {STATUSES.map((status) => (
            <Option key={status} value={status}>
              {status}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Category</FormLabel>
        <Select
          value={filter.category}
          onChange={(_event, value) =>
            onChange({ ...filter, category: value ?? 'all' })
          }
        >
          <Option value="all">All</Option>
          {CATEGORIES.map((category) => (
            <Option key={category} value={category}>
              {category}
            </Option>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
