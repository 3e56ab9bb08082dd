import * as React from 'react';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import MobileHeader from './MobileHeader';
import OrderFilters from './OrderFilters';
import OrderList from './OrderList';
import OrderTable from './OrderTable';
import Pagination from './Pagination';
import Sidebar from './Sidebar';
import { filterOrders, OrderFilter, ORDERS, OrderStatus, toCsv } from './orders';

const PAGE_SIZE = 10;

/**
 * An orders page: navigation on the side, then filters, the orders of one page (a table,
 * or a list on phones) with row selection and row menus, and pagination. Everything
 * happens in local state; replace `ORDERS` and the handlers with your data and API calls.
 */
export default function OrderDashboard() {
  const [orders, setOrders] = React.useState(ORDERS);
  const [filter, setFilter] = React.useState<OrderFilter>({
    query: '',
    status: 'all',
    category: 'all',
  });
  const [page, setPage] = React.useState(1);
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(new Set());

  const matching = filterOrders(orders, filter);
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const changeFilter = (next: OrderFilter) => {
    setFilter(next);
    setPage(1);
  };
  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((before) => {
      const next = new Set(before);
      const all = shown.every((order) => next.has(order.id));
      shown.forEach((order) => (all ? next.delete(order.id) : next.add(order.id)));
      return next;
    });
  const changeStatus = (id: string, status: OrderStatus) =>
    setOrders((before) => before.map((o) => (o.id === id ? { ...o, status } : o)));
  const remove = (id: string) => {
    setOrders((before) => before.filter((o) => o.id !== id));
    setSelected((before) => new Set([...before].filter((other) => other !== id)));
  };
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([toCsv(matching)], { type: 'text/csv' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'orders.csv';
    link.click();
    URL.revokeObjectURL(url);
  };

  const viewProps = {
    orders: shown,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onStatusChange: changeStatus,
    onDelete: remove,
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        minHeight: 'var(--template-height, 100dvh)',
        bgcolor: 'background.body',
      }}
    >
      <MobileHeader />
      <Sheet
        sx={{
          display: { xs: 'none', md: 'block' },
          width: 240,
          flexShrink: 0,
          borderRight: '1px solid',
          borderColor: 'divider',
          position: 'sticky',
          top: 0,
          height: 'var(--template-height, 100dvh)',
        }}
      >
        <Sidebar />
      </Sheet>
      <Box
        component="main"
        sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}
      >
        <Breadcrumbs
          size="sm"
          aria-label="Breadcrumbs"
          separator={<ChevronRightRoundedIcon />}
          sx={{ px: 0 }}
        >
          <Link href="#" color="neutral" aria-label="Home">
            <HomeRoundedIcon />
          </Link>
          <Link href="#" color="neutral" fontSize={12} fontWeight={500}>
            Dashboard
          </Link>
          <Typography
            color="primary"
            fontSize={12}
            fontWeight={500}
            aria-current="page"
          >
            Orders
          </Typography>
        </Breadcrumbs>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            my: 2,
          }}
        >
          <Typography level="h1" sx={{ fontSize: { xs: 'xl2', md: 'xl3' } }}>
            Orders
          </Typography>
          <Button
            color="primary"
            size="sm"
            startDecorator={<DownloadRoundedIcon />}
            onClick={download}
          >
            Download CSV
          </Button>
        </Box>
        <OrderFilters filter={filter} onChange={changeFilter} />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 36,
            my: 1,
          }}
          aria-live="polite"
        >
          <Typography level="body-sm">
            {matching.length} {matching.length === 1 ? 'order' : 'orders'}
            {selected.size > 0 ? `, ${selected.size} selected` : ''}
          </Typography>
          {selected.size > 0 ? (
            <Button size="sm" variant="plain" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          ) : null}
        </Box>
        <OrderTable {...viewProps} />
        <OrderList {...viewProps} />
        <Pagination page={current} pageCount={pageCount} onChange={setPage} />
      </Box>
    </Box>
  );
}
