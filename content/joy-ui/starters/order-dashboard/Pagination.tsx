import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import KeyboardArrowLeftRoundedIcon from '@mui/icons-material/KeyboardArrowLeftRounded';
import KeyboardArrowRightRoundedIcon from '@mui/icons-material/KeyboardArrowRightRounded';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/**
 * Previous and next buttons with the page numbers between them; on phones, the page's
 * position in words instead of the numbers.
 */
export default function Pagination({ page, pageCount, onChange }: PaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 2 }}
    >
      <IconButton
        aria-label="Previous page"
        variant="outlined"
        color="neutral"
        size="sm"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <KeyboardArrowLeftRoundedIcon />
      </IconButton>
      <Typography
        level="body-sm"
        sx={{ mx: 'auto', display: { xs: 'block', sm: 'none' } }}
      >
        Page {page} of {pageCount}
      </Typography>
      <Box sx={{ mx: 'auto', display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
        {pages.map((number) => (
          <Button
            key={number}
            size="sm"
            variant={number === page ? 'soft' : 'plain'}
            color={number === page ? 'primary' : 'neutral'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onChange(number)}
          >
            {number}
          </Button>
        ))}
      </Box>
      <IconButton
        aria-label="Next page"
        variant="outlined"
        color="neutral"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        <KeyboardArrowRightRoundedIcon />
      </IconButton>
    </Box>
  );
}
