import * as React from 'react';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

interface Package {
  name: string;
  version: string;
  size: number;
  downloads: number;
}

const packages: Package[] = [
  { name: 'date-utils', version: '2.4.1', size: 38, downloads: 1200000 },
  { name: 'tiny-router', version: '1.0.9', size: 6, downloads: 340000 },
  { name: 'chart-kit', version: '5.2.0', size: 210, downloads: 890000 },
  { name: 'form-state', version: '3.1.3', size: 14, downloads: 2100000 },
  { name: 'color-tools', version: '0.8.2', size: 9, downloads: 56000 },
];

type Key = 'name' | 'size' | 'downloads';
type Direction = 'ascending' | 'descending';

const columns: { key: Key; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Package' },
  { key: 'size', label: 'Size (kB)', numeric: true },
  { key: 'downloads', label: 'Weekly downloads', numeric: true },
];

export default function SortableTable() {
  const [sort, setSort] = React.useState<{ key: Key; direction: Direction }>({
    key: 'downloads',
    direction: 'descending',
  });

  const sorted = [...packages].sort((a, b) => {
    const order = a[sort.key] < b[sort.key] ? -1 : a[sort.key] > b[sort.key] ? 1 : 0;
    return sort.direction === 'ascending' ? order : -order;
  });

  const toggle = (key: Key) =>
    setSort((prev) => ({
      key,
      direction:
        prev.key === key && prev.direction === 'ascending'
          ? 'descending'
          : 'ascending',
    }));

  return (
    <Table aria-label="Packages, sortable" sx={{ maxWidth: 560 }}>
      <thead>
        <tr>
          {columns.map((column) => {
            const active = sort.key === column.key;
            return (
              <th
                key={column.key}
                aria-sort={active ? sort.direction : undefined}
                style={{ textAlign: column.numeric ? 'right' : 'left' }}
              >
                <Link
                  component="button"
                  underline="none"
                  color="neutral"
                  textColor={active ? 'primary.plainColor' : undefined}
                  fontWeight="lg"
                  onClick={() => toggle(column.key)}
                  endDecorator={
                    <ArrowDownwardIcon
                      sx={{
                        opacity: active ? 1 : 0,
                        transform:
                          active && sort.direction === 'ascending'
                            ? 'rotate(180deg)'
                            : 'none',
                        transition: '0.2s',
                      }}
                    />
                  }
                >
                  {column.label}
                </Link>
              </th>
            );
          })}
          <th>Version</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((pkg) => (
          <tr key={pkg.name}>
            <td>{pkg.name}</td>
            <td style={{ textAlign: 'right' }}>{pkg.size}</td>
            <td style={{ textAlign: 'right' }}>
              {pkg.downloads.toLocaleString('en-US')}
            </td>
            <td>{pkg.version}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
