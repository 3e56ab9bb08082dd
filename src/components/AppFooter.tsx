import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import site from '../config/site.json';
import { useTranslate } from '../providers/RouteDataProvider';
import { DocsLink } from './DocsLink';

export function AppFooter() {
  const t = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 8, py: 4, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {t('footer.license')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <DocsLink href="/versions" style={{ fontSize: '0.875rem' }}>
          {t('footer.versions')}
        </DocsLink>
        <DocsLink href={site.sourceCodeUrl} style={{ fontSize: '0.875rem' }}>
          {t('app.sourceCode')}
        </DocsLink>
      </Box>
    </Box>
  );
}
