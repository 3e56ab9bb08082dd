import * as React from 'react';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const sections = [
  {
    id: 'link-demo-shipping',
    title: 'Shipping',
    text: 'Orders ship within two days.',
  },
  {
    id: 'link-demo-returns',
    title: 'Returns',
    text: 'Return any item within 30 days.',
  },
  {
    id: 'link-demo-warranty',
    title: 'Warranty',
    text: 'Every device has a two-year warranty.',
  },
];

export default function BasicLinks() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Box component="nav" aria-label="Policy sections">
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Jump to
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.title}</Link>
            </li>
          ))}
        </Box>
      </Box>
      <Sheet
        variant="outlined"
        sx={{
          flex: 1,
          minWidth: 240,
          height: 160,
          overflow: 'auto',
          borderRadius: 'sm',
          p: 2,
        }}
        tabIndex={0}
        role="region"
        aria-label="Store policies"
      >
        {sections.map((section) => (
          <Box key={section.id} id={section.id} sx={{ mb: 6 }}>
            <Typography level="title-md">{section.title}</Typography>
            <Typography level="body-sm">{section.text}</Typography>
          </Box>
        ))}
      </Sheet>
    </Box>
  );
}
