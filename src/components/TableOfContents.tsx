import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TocItem } from '../domain/toc';
import { useScrollSpy } from '../hooks/useScrollSpy';
import { useRouteData, useTranslate } from '../providers/RouteDataProvider';
import { TOC_WIDTH } from '../theme/brandTheme';

/** Right-hand "Contents" list of h2/h3 with scroll spy; hidden below md. */
export function TableOfContents() {
  const { toc } = useRouteData();
  const t = useTranslate();
  const hashes = React.useMemo(() => toc.flatMap((i) => [i.hash, ...i.children.map((c) => c.hash)]), [toc]);
  const [active, activate] = useScrollSpy(hashes);
  if (toc.length === 0) return null;

  const onClick = (hash: string) => (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    activate(hash);
  };
  const renderItems = (items: TocItem[], level: number) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <li key={item.hash}>
          <Link
            href={`#${item.hash}`}
            underline="none"
            onClick={onClick(item.hash)}
            aria-current={active === item.hash ? 'location' : undefined}
            className={active === item.hash ? 'toc-active' : undefined}
            sx={{
              display: 'block',
              py: 0.5,
              pl: `${(level - 2) * 12 + 12}px`,
              fontSize: '0.8125rem',
              borderLeft: 2,
              borderColor: active === item.hash ? 'primary.main' : 'transparent',
              color: active === item.hash ? 'primary.main' : 'text.secondary',
              fontWeight: active === item.hash ? 600 : 400,
              '&:hover': { color: 'text.primary' },
            }}
          >
            {item.text}
          </Link>
          {item.children.length > 0 ? renderItems(item.children, level + 1) : null}
        </li>
      ))}
    </Box>
  );
  return (
    <Box
      component="nav"
      aria-label={t('toc.label')}
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'sticky',
        top: 'calc(var(--MuiDocs-header-height) + 24px)',
        alignSelf: 'flex-start',
        width: TOC_WIDTH,
        maxHeight: 'calc(100vh - var(--MuiDocs-header-height) - 48px)',
        overflowY: 'auto',
        pl: 2,
      }}
    >
      <Typography component="div" sx={{ fontSize: '0.875rem', fontWeight: 700, mb: 1, pl: '12px', fontFamily: 'inherit' }}>
        {t('toc.contents')}
      </Typography>
      {renderItems(toc, 2)}
    </Box>
  );
}
