import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { TocItem } from '../domain/toc';
import { useScrollSpy } from '../hooks/useScrollSpy';
import { useRouteData, useTranslate } from '../providers/RouteDataProvider';
import { TOC_WIDTH } from '../theme/brandTheme';

/** One style sheet for the whole list (plain anchors, not a styled link per heading). */
const TocRoot = styled('nav')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: { display: 'block' },
  position: 'sticky',
  top: 'calc(var(--MuiDocs-header-height) + 24px)',
  alignSelf: 'flex-start',
  width: TOC_WIDTH,
  maxHeight: 'calc(100vh - var(--MuiDocs-header-height) - 48px)',
  overflowY: 'auto',
  paddingInlineStart: 16,
  '& .toc-title': { fontSize: '0.875rem', fontWeight: 700, lineHeight: 1.5, marginBottom: 8, paddingInlineStart: 12 },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'block',
    paddingBlock: 4,
    paddingInlineStart: 'calc(12px + var(--toc-depth, 0) * 12px)',
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    textDecoration: 'none',
    borderInlineStart: '2px solid transparent',
    color: theme.vars.palette.text.secondary,
    '&:hover': { color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  },
  '& a.toc-active': { borderColor: theme.vars.palette.primary.main, color: theme.vars.palette.primary.main, fontWeight: 600 },
}));

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
  const renderItems = (items: TocItem[], depth: number) => (
    <ul>
      {items.map((item) => (
        <li key={item.hash}>
          <a
            href={`#${item.hash}`}
            onClick={onClick(item.hash)}
            aria-current={active === item.hash ? 'location' : undefined}
            className={active === item.hash ? 'toc-active' : undefined}
            style={depth ? ({ '--toc-depth': depth } as React.CSSProperties) : undefined}
          >
            {item.text}
          </a>
          {item.children.length > 0 ? renderItems(item.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <TocRoot aria-label={t('toc.label')}>
      <div className="toc-title">{t('toc.contents')}</div>
      {renderItems(toc, 0)}
    </TocRoot>
  );
}
