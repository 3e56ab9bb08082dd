// Fixed sample data for the dashboard, so the server and the browser render the same markup.

export type Trend = 'up' | 'down' | 'neutral';

export interface Stat {
  id: string;
  title: string;
  value: string;
  /** Change against the previous period, already formatted ("+25%"). */
  change: string;
  trend: Trend;
  /** One value per day over the last 30 days, drawn as a sparkline. */
  series: number[];
}

export const stats: Stat[] = [
  {
    id: 'users',
    title: 'Active users',
    value: '8,420',
    change: '+18%',
    trend: 'up',
    series: [
      320, 370, 380, 360, 340, 360, 400, 450, 470, 450, 430, 440, 490, 540, 550, 530, 510, 640, 570, 620, 630, 610, 590, 610, 820, 700, 720, 700, 680, 690,
    ],
  },
  {
    id: 'orders',
    title: 'Orders',
    value: '1,284',
    change: '−7%',
    trend: 'down',
    series: [
      1160, 1130, 1030, 960, 990, 1040, 1010, 910, 840, 670, 920, 890, 790, 720, 750, 800, 770, 670, 420, 630, 680, 650, 550, 480, 510, 560, 530, 430, 360, 390,
    ],
  },
  {
    id: 'sessions',
    title: 'Sessions',
    value: '96.3k',
    change: '+2%',
    trend: 'neutral',
    series: [
      540, 560, 500, 480, 540, 560, 500, 480, 540, 720, 500, 480, 540, 640, 500, 480, 540, 560, 500, 480, 540, 560, 500, 480, 540, 460, 500, 480, 540, 560,
    ],
  },
  {
    id: 'revenue',
    title: 'Revenue',
    value: '$48.2k',
    change: '+12%',
    trend: 'up',
    series: [
      1280, 1270, 1260, 1300, 1360, 1390, 1380, 1370, 1410, 1470, 1500, 1490, 1480, 1520, 1580, 1610, 1600, 1590, 1630, 1690, 1720, 1710, 1700, 1740, 1800, 1830, 1820, 1810, 1850, 1910,
    ],
  },
];

/** Sales so far today, in dollars, every two hours (cumulative). */
export const salesByHour: { hour: string; amount: number }[] = [
  { hour: '00:00', amount: 0 },
  { hour: '02:00', amount: 120 },
  { hour: '04:00', amount: 180 },
  { hour: '06:00', amount: 420 },
  { hour: '08:00', amount: 980 },
  { hour: '10:00', amount: 1640 },
  { hour: '12:00', amount: 2310 },
  { hour: '14:00', amount: 2760 },
  { hour: '16:00', amount: 3120 },
  { hour: '18:00', amount: 3480 },
  { hour: '20:00', amount: 3705 },
  { hour: '22:00', amount: 3840 },
];

/** Page views per month, in thousands. */
export const pageViewsByMonth: { month: string; views: number }[] = [
  { month: 'Jan', views: 42 },
  { month: 'Feb', views: 38 },
  { month: 'Mar', views: 51 },
  { month: 'Apr', views: 47 },
  { month: 'May', views: 63 },
  { month: 'Jun', views: 58 },
  { month: 'Jul', views: 71 },
];

export interface Order {
  id: number;
  /** ISO date (YYYY-MM-DD): sorts correctly as a string and needs no time zone. */
  date: string;
  name: string;
  shipTo: string;
  paymentMethod: string;
  amount: number;
}

export const orders: Order[] = [
  { id: 1, date: '2024-03-16', name: 'Amara Okafor', shipTo: 'Austin, TX', paymentMethod: 'Visa ⋯ 4821', amount: 248.9 },
  { id: 2, date: '2024-03-16', name: 'Lucas Bergström', shipTo: 'Stockholm, SE', paymentMethod: 'Mastercard ⋯ 0917', amount: 1199.0 },
  { id: 3, date: '2024-03-15', name: 'Priya Raman', shipTo: 'Seattle, WA', paymentMethod: 'PayPal', amount: 86.5 },
  { id: 4, date: '2024-03-15', name: 'Diego Fernández', shipTo: 'Madrid, ES', paymentMethod: 'Visa ⋯ 3306', amount: 532.75 },
  { id: 5, date: '2024-03-14', name: 'Hannah Schulz', shipTo: 'Munich, DE', paymentMethod: 'Amex ⋯ 7712', amount: 64.0 },
  { id: 6, date: '2024-03-14', name: 'Kenji Watanabe', shipTo: 'Osaka, JP', paymentMethod: 'Mastercard ⋯ 5580', amount: 915.2 },
  { id: 7, date: '2024-03-13', name: 'Chloé Martin', shipTo: 'Lyon, FR', paymentMethod: 'Visa ⋯ 1148', amount: 340.0 },
  { id: 8, date: '2024-03-12', name: 'Samuel Adeyemi', shipTo: 'Toronto, ON', paymentMethod: 'PayPal', amount: 127.35 },
  { id: 9, date: '2024-03-12', name: 'Isla MacLeod', shipTo: 'Glasgow, UK', paymentMethod: 'Amex ⋯ 2093', amount: 458.6 },
  { id: 10, date: '2024-03-11', name: 'Mateo Rossi', shipTo: 'Denver, CO', paymentMethod: 'Visa ⋯ 6674', amount: 702.15 },
];
