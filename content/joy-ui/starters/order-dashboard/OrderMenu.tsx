import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import MoreHorizRoundedIcon from '@mui/icons-material/MoreHorizRounded';
import { Order, OrderStatus } from './orders';

interface OrderMenuProps {
  order: Order;
  onStatusChange: (id: string, status: OrderStatus) => void;
  onDelete: (id: string) => void;
}

/** The actions of one order, behind a "more" button at the end of its row. */
export default function OrderMenu({
  order,
  onStatusChange,
  onDelete,
}: OrderMenuProps) {
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{
          root: {
            variant: 'plain',
            color: 'neutral',
            size: 'sm',
            'aria-label': `Actions for ${order.id}`,
          },
        }}
      >
        <MoreHorizRoundedIcon />
      </MenuButton>
      <Menu size="sm" placement="bottom-end" sx={{ minWidth: 160 }}>
        <MenuItem
          disabled={order.status === 'Paid'}
          onClick={() => onStatusChange(order.id, 'Paid')}
        >
          Mark as paid
        </MenuItem>
        <MenuItem
          disabled={order.status !== 'Paid'}
          onClick={() => onStatusChange(order.id, 'Refunded')}
        >
          Refund
        </MenuItem>
        <Divider />
        <MenuItem color="danger" onClick={() => onDelete(order.id)}>
          Delete
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
