import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Category {
  slug: string;
  name: string;
  productCount: number;
  children?: Category[];
}

const CATEGORIES: Category[] = [
  {
    slug: 'audio',
    name: 'Audio',
    productCount: 42,
    children: [
      { slug: 'headphones', name: 'Headphones', productCount: 18 },
      { slug: 'speakers', name: 'Speakers', productCount: 24 },
    ],
  },
  {
    slug: 'cameras',
    name: 'Cameras',
    productCount: 15,
    children: [
      { slug: 'mirrorless', name: 'Mirrorless', productCount: 9 },
      { slug: 'action', name: 'Action cameras', productCount: 6 },
    ],
  },
];

export default function CustomDataShape() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Product categories"
        items={CATEGORIES}
        getItemId={(item) => item.slug}
        getItemLabel={(item) => `${item.name} (${item.productCount})`}
        defaultExpandedItems={['audio']}
      />
    </Box>
  );
}
