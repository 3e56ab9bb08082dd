import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import OrderMenu from './OrderMenu';
import StatusChip from './StatusChip';
import { formatAmount, initials, Order, OrderStatus } from './orders';

export interface OrderViewProps {
  orders: Order[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onStatusChange: (id: string, status: OrderStatus) => void;
  onDelete: (id: string) => void;
}

/** The orders of the current page as a table, from the md breakpoint up. */
export default function OrderTable({
  orders,
  selected,
  onToggle,
  onToggleAll,
  onStatusChange,
  onDelete,
}: OrderViewProps) {
  const count = orders.filter((order) => selected.has(order.id)).length;
  return (
    <Sheet
      variant="outlined"
      sx={{
        display: { xs: 'none', md: 'block' },
        borderRadius: 'sm',
        overflow: 'auto',
      }}
    >
      <Table
        aria-label="Orders"
        hoverRow
        stickyHeader
        sx={{
          '--TableCell-headBackground': 'var(--joy-palette-background-level1)',
          '--TableCell-paddingX': '12px',
          '& thead th:nth-of-type(1)': { width: 48, textAlign: 'center' },
          '& tbody td:nth-of-type(1)': { textAlign: 'center' },
          // The invoice number is each row's header cell, drawn like the others.
          '& tbody th': { bgcolor: 'transparent' },
          '& thead th:last-of-type': { width: 56 },
        }}
      >
        <thead>
          <tr>
            <th>
              <Checkbox
                size="sm"
                slotProps={{
                  input: { 'aria-label': 'Select all orders on this page' },
                }}
                checked={orders.length > 0 && count === orders.length}
                indeterminate={count > 0 && count < orders.length}
                disabled={orders.length === 0}
                onChange={onToggleAll}
              />
            </th>
            <th style={{ width: 110 }}>Invoice</th>
            <th style={{ width: 120 }}>Date</th>
            <th style={{ width: 130 }}>Status</th>
            <th>Customer</th>
            <th style={{ width: 120 }}>Category</th>
            <th style={{ width: 100, textAlign: 'right' }}>Amount</th>
            <th>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              style={
                selected.has(order.id)
                  ? { backgroundColor: 'var(--joy-palette-background-level1)' }
                  : undefined
              }
            >
              <td>
                <Checkbox
                  size="sm"
                  slotProps={{ input: { 'aria-label': `Select ${order.id}` } }}
                  checked={selected.has(order.id)}
                  onChange={() => onToggle(order.id)}
                />
              </td>
              <th scope="row">
                <Typography level="body-sm" fontWeight="lg">
                  {order.id}
                </Typography>
              </th>
              <td>
                <Typography level="body-sm">{order.date}</Typography>
              </td>
              <td>
                <StatusChip status={order.status} />
              </td>
              <td>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Avatar size="sm">{initials(order.customer.name)}</Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography level="body-sm" textColor="text.primary" noWrap>
                      {order.customer.name}
                    </Typography>
                    <Typography level="body-xs" noWrap>
                      {order.customer.email}
                    </Typography>
                  </Box>
                </Box>
              </td>
              <td>
                <Typography level="body-sm">{order.category}</Typography>
              </td>
              <td style={{ textAlign: 'right' }}>
                <Typography level="body-sm" textColor="text.primary">
                  {formatAmount(order.amount)}
                </Typography>
              </td>
              <td>
                <OrderMenu
                  order={order}
                  onStatusChange={onStatusChange}
                  onDelete={onDelete}
                />
              </td>
            </tr>
          ))}
          {orders.length === 0 ? (
            <tr>
              <td colSpan={8}>
                <Typography level="body-sm" sx={{ py: 4, textAlign: 'center' }}>
                  No orders match these filters.
                </Typography>
              </td>
            </tr>
          ) : null}
        </tbody>
      </Table>
    </Sheet>
  );
}

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
