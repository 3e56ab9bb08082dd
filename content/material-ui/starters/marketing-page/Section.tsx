import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SxProps, Theme } from '@mui/material/styles';
import { SectionId } from './sections';

interface SectionProps {
  id: SectionId;
  title: string;
  description: string;
  /** Centred header (default) or aligned with the content's start. */
  align?: 'center' | 'start';
  /** `inverted` draws the section as a dark band in both colour modes. */
  tone?: 'default' | 'inverted';
  children: React.ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A page section: a `<section>` with an id the navigation links to, named by its
 * `h2`. `scrollMarginTop` keeps the heading clear of the sticky app bar when a link
 * scrolls to it.
 */
export default function Section({
  id,
  title,
  description,
  align = 'center',
  tone = 'default',
  children,
  sx,
}: SectionProps) {
  const titleId = `${id}-title`;
  const inverted = tone === 'inverted';

  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      sx={[
        { py: { xs: 8, sm: 12 }, scrollMarginTop: { xs: 64, sm: 80 } },
        inverted && { bgcolor: 'grey.900', color: 'common.white' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container>
        <Box
          sx={{
            maxWidth: 640,
            mx: align === 'center' ? 'auto' : 0,
            mb: { xs: 4, sm: 6 },
            textAlign: align === 'center' ? { sm: 'center' } : 'start',
          }}
        >
          <Typography
            id={titleId}
            component="h2"
            variant="h4"
            gutterBottom
            sx={{ fontWeight: 700 }}
          >
            {title}
          </Typography>
          <Typography sx={{ color: inverted ? 'grey.400' : 'text.secondary' }}>
            {description}
          </Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
