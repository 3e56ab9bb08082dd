import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SxProps, Theme } from '@mui/material/styles';

interface Company {
  name: string;
  /** An SVG path in a 24 × 24 box, drawn in the text colour. */
  mark: string;
  wordmark: SxProps<Theme>;
}

// Made-up companies: each wordmark gets its own shape and type treatment.
const companies: Company[] = [
  {
    name: 'Lumenary',
    mark: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z',
    wordmark: { fontWeight: 700, letterSpacing: '-0.02em' },
  },
  {
    name: 'QUILLFIELD',
    mark: 'M4 20 12 3l8 17H4Z',
    wordmark: { fontWeight: 600, letterSpacing: '0.18em', fontSize: '0.8125rem' },
  },
  {
    name: 'orbitra',
    mark: 'M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm8-2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
    wordmark: { fontWeight: 500, fontFamily: 'monospace', fontSize: '1.125rem' },
  },
  {
    name: 'Kestrel & Co',
    mark: 'M3 12 12 3l9 9-9 9-9-9Z',
    wordmark: { fontFamily: 'Georgia, serif', fontStyle: 'italic', fontWeight: 700 },
  },
  {
    name: 'Vantapoint',
    mark: 'M3 4h5v16H3V4Zm6.5 0h5v16h-5V4ZM16 4h5v16h-5V4Z',
    wordmark: { fontWeight: 800, textTransform: 'uppercase', fontSize: '0.875rem' },
  },
  {
    name: 'Mossline',
    mark: 'M12 2 20.7 7v10L12 22l-8.7-5V7L12 2Z',
    wordmark: {
      fontWeight: 400,
      fontFamily: 'Georgia, serif',
      letterSpacing: '0.04em',
    },
  },
];

export default function LogoCollection() {
  return (
    <Box
      component="section"
      aria-labelledby="logos-title"
      sx={{ py: { xs: 4, sm: 6 } }}
    >
      <Container>
        <Typography
          id="logos-title"
          variant="body2"
          align="center"
          sx={{ color: 'text.secondary', fontWeight: 500, mb: 3 }}
        >
          Trusted by the best companies
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, 1fr)',
              sm: 'repeat(3, 1fr)',
              md: 'repeat(6, 1fr)',
            },
            rowGap: 3,
            columnGap: 2,
          }}
        >
          {companies.map((company) => (
            <Box
              component="li"
              key={company.name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                color: 'text.secondary',
                minHeight: 40,
              }}
            >
              <Box
                component="svg"
                viewBox="0 0 24 24"
                aria-hidden
                focusable="false"
                sx={{ width: 22, height: 22, flexShrink: 0, fill: 'currentColor' }}
              >
                <path fillRule="evenodd" d={company.mark} />
              </Box>
              <Typography
                component="span"
                sx={[
                  { fontSize: '1rem', lineHeight: 1, whiteSpace: 'nowrap' },
                  ...(Array.isArray(company.wordmark)
                    ? company.wordmark
                    : [company.wordmark]),
                ]}
              >
                {company.name}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
