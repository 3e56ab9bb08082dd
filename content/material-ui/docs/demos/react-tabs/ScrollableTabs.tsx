import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const categories = [
  'All',
  'Electronics',
  'Books',
  'Clothing',
  'Garden',
  'Toys',
  'Sports',
  'Groceries',
  'Music',
];

export default function ScrollableTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 480 }, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Product categories"
      >
        {categories.map((category) => (
          <Tab key={category} label={category} />
        ))}
      </Tabs>
    </Box>
  );
}
