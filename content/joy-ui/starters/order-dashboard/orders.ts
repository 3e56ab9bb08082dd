export type OrderStatus = 'Paid' | 'Pending' | 'Refunded' | 'Cancelled';
export type OrderCategory = 'Purchase' | 'Subscription' | 'Refund';

export interface Order {
  id: string;
  /** Shown as written: the data is fixed, so every render shows the same dates. */
  date: string;
  status: OrderStatus;
  category: OrderCategory;
  customer: { name: string; email: string };
  /** In cents. */
  amount: number;
}

export const STATUSES: OrderStatus[] = ['Paid', 'Pending', 'Refunded', 'Cancelled'];
export const CATEGORIES: OrderCategory[] = ['Purchase', 'Subscription', 'Refund'];

const CUSTOMERS = [
  { name: 'Olivia Ryhe', email: 'olivia@email.com' },
  { name: 'Steve Hampton', email: 'steve.hamp@email.com' },
  { name: 'Ciaran Murray', email: 'ciaran.murray@email.com' },
  { name: 'Maria Macdonald', email: 'maria.mc@email.com' },
  { name: 'Charles Fulton', email: 'fulton@email.com' },
  { name: 'Jay Hooper', email: 'hooper@email.com' },
  { name: 'Krystal Stevens', email: 'k.stevens@email.com' },
  { name: 'Sachiko Ito', email: 'sachiko.ito@email.com' },
  { name: 'Amara Okafor', email: 'amara.okafor@email.com' },
  { name: 'Lucas Moreau', email: 'lucas.moreau@email.com' },
  { name: 'Priya Raman', email: 'priya.r@email.com' },
];

const MONTHS = ['Jan', 'Feb', 'Mar'];
const STATUS_CYCLE: OrderStatus[] = [
  'Paid',
  'Paid',
  'Pending',
  'Refunded',
  'Paid',
  'Cancelled',
  'Pending',
];

/** 42 orders made from fixed tables, newest first: the same on the server and in the browser. */
export const ORDERS: Order[] = Array.from({ length: 42 }, (_, index) => {
  const day = 28 - (index % 28);
  const month = MONTHS[2 - Math.floor(index / 28)];
  const status = STATUS_CYCLE[index % STATUS_CYCLE.length];
  return {
    id: `INV-${1284 - index}`,
    date: `${month} ${day}, 2024`,
    status,
    category:
      status === 'Refunded'
        ? 'Refund'
        : index % 3 === 0
          ? 'Subscription'
          : 'Purchase',
    customer: CUSTOMERS[(index * 7) % CUSTOMERS.length],
    amount: 1900 + ((index * 3571) % 48000),
  };
});

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export const formatAmount = (cents: number) => currency.format(cents / 100);

export const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export interface OrderFilter {
  query: string;
  status: OrderStatus | 'all';
  category: OrderCategory | 'all';
}

/** The orders matching the search (invoice, customer name or email) and both selects. */
export function filterOrders(
  orders: Order[],
  { query, status, category }: OrderFilter,
) {
  const text = query.trim().toLowerCase();
  return orders.filter(
    (order) =>
      (status === 'all' || order.status === status) &&
      (category === 'all' || order.category === category) &&
      (text === '' ||
        order.id.toLowerCase().includes(text) ||
        order.customer.name.toLowerCase().includes(text) ||
        order.customer.email.toLowerCase().includes(text)),
  );
}

/** The orders as CSV text, one line per order. */
export function toCsv(orders: Order[]) {
  const rows = orders.map((o) =>
    [
      o.id,
      o.date,
      o.status,
      o.category,
      o.customer.name,
      o.customer.email,
      formatAmount(o.amount),
    ]
      .map((cell) => `"${cell.replace(/"/g, '""')}"`)
      .join(','),
  );
  return ['Invoice,Date,Status,Category,Customer,Email,Amount', ...rows].join('\n');
}
