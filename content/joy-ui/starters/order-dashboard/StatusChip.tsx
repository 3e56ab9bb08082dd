import * as React from 'react';
import Chip, { ChipProps } from '@mui/joy/Chip';
import AutorenewRoundedIcon from '@mui/icons-material/AutorenewRounded';
import BlockIcon from '@mui/icons-material/Block';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import { OrderStatus } from './orders';

const LOOK: Record<
  OrderStatus,
  { color: ChipProps['color']; icon: React.ReactNode }
> = {
  Paid: { color: 'success', icon: <CheckRoundedIcon /> },
  Pending: { color: 'warning', icon: <HourglassEmptyRoundedIcon /> },
  Refunded: { color: 'neutral', icon: <AutorenewRoundedIcon /> },
  Cancelled: { color: 'danger', icon: <BlockIcon /> },
};

/** An order's status: its word, with a colour and an icon that repeat it. */
export default function StatusChip({ status }: { status: OrderStatus }) {
  const { color, icon } = LOOK[status];
  return (
    <Chip variant="soft" size="sm" color={color} startDecorator={icon}>
      {status}
    </Chip>
  );
}
