import * as React from 'react';
import Box from '@mui/system/Box';
import { visuallyHidden } from '@mui/utils';

const articles = [
  { href: '/system/grid/', title: 'Lay out a dashboard with CSS grid' },
  {
    href: '/system/experimental-api/css-theme-variables/',
    title: 'Theme tokens as CSS variables',
  },
];

export default function VisuallyHiddenContext() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {articles.map((article) => (
        <Box
          component="li"
          key={article.href}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            color: 'text.primary',
          }}
        >
          {article.title}
          <Box component="a" href={article.href} sx={{ color: 'primary.main' }}>
            Read more
            <Box component="span" sx={visuallyHidden}>
              {`: ${article.title}`}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
