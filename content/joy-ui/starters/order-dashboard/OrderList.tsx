import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import OrderMenu from './OrderMenu';
import StatusChip from './StatusChip';
import { OrderViewProps } from './OrderTable';
import { formatAmount } from './orders';

/** The orders of the current page as a list, below the md breakpoint (phones). */
export default function OrderList({
  orders,
  selected,
  onToggle,
  onToggleAll,
  onStatusChange,
  onDelete,
}: OrderViewProps) {
  const count = orders.filter((order) => selected.has(order.id)).length;
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <Checkbox
        size="sm"
        label="Select all on this page"
        checked={orders.length > 0 && count === orders.length}
        indeterminate={count > 0 && count < orders.length}
        disabled={orders.length === 0}
        onChange={onToggleAll}
        sx={{ mb: 1 }}
      />
      <List aria-label="Orders" size="sm" sx={{ '--ListItem-paddingX': '0px' }}>
        {orders.map((order, index) => (
          <ListItem
            key={order.id}
            sx={{
              alignItems: 'flex-start',
              gap: 1.5,
              py: 1,
              borderTop: index > 0 ? '1px solid' : 'none',
              borderColor: 'divider',
            }}
          >
            <Checkbox
              size="sm"
              slotProps={{ input: { 'aria-label': `Select ${order.id}` } }}
              checked={selected.has(order.id)}
              onChange={() => onToggle(order.id)}
              sx={{ mt: 0.5 }}
            />
            <ListItemContent sx={{ minWidth: 0 }}>
              <Typography level="title-sm">{order.customer.name}</Typography>
              <Typography level="body-xs" sx={{ overflowWrap: 'anywhere' }}>
                {order.id} · {order.date}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <StatusChip status={order.status} />
                <Typography level="body-sm" textColor="text.primary">
                  {formatAmount(order.amount)}
                </Typography>
              </Box>
            </ListItemContent>
            <OrderMenu
              order={order}
              onStatusChange={onStatusChange}
              onDelete={onDelete}
            />
          </ListItem>
        ))}
        {orders.length === 0 ? (
          <ListItem>
            <Typography level="body-sm">No orders match these filters.</Typography>
          </ListItem>
        ) : null}
      </List>
    </Box>
  );
}
