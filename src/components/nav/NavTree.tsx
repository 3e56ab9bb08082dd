import * as React from 'react';
import { styled } from '@mui/material/styles';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import { isExternal, pageToTitle, type SidebarPage } from '../../domain/sidebar';
import { toPageUrl } from '../../domain/routing';
import { CLIENT_ROUTING_ATTRIBUTE } from '../../domain/markdown';
import { useRouteData } from '../../providers/RouteDataProvider';
import { NAV_ICON_COMPONENTS } from './navIcons';
import { badgeStyles, PageBadges } from './PageBadges';
import { blue } from '../../theme/palette';

/**
 * The sidebar tree. Plain elements styled by one sheet on the root (`NavRoot`), not a styled component per
 * entry: a product's sidebar has dozens to hundreds of entries, and each styled entry cost style work on every
 * page load. Links are plain anchors routed on the client by the delegated listener
 * (src/markdown/interactions.ts, `data-client-routing`), so no per-link observer or handler is set up either.
 */
const NavRoot = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Darker than primary.main so the active link keeps 4.5:1 on its highlighted background.
  '--nav-active-color': blue[700],
  ...theme.applyStyles('dark', { '--nav-active-color': blue[200] }),
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& .nav-item': {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: 32,
    margin: 0,
    paddingBlock: 4,
    paddingInlineEnd: 8,
    paddingInlineStart: 'calc(12px + var(--nav-depth, 0) * 12px)',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 500,
    lineHeight: 1.5,
    textAlign: 'start',
    justifyContent: 'flex-start',
    color: theme.vars.palette.text.secondary,
    backgroundColor: 'transparent',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
    '&.app-drawer-active': { color: 'var(--nav-active-color)', backgroundColor: theme.vars.palette.action.selected, fontWeight: 600 },
  },
  '& .nav-item[data-depth="0"]': { fontWeight: 600 },
  '& button.nav-item': { color: theme.vars.palette.text.primary },
  '& .nav-title': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .nav-icon': { width: '1.25rem', height: '1.25rem', marginInlineEnd: 8, flexShrink: 0, fill: 'currentColor', color: theme.vars.palette.primary.main },
  '& .nav-arrow': { width: '1.25rem', height: '1.25rem', flexShrink: 0, marginInlineStart: 'auto', fill: 'currentColor', transition: 'transform 150ms' },
  '& [aria-expanded="true"] > .nav-arrow': { transform: 'rotate(90deg)' },
  '[dir=rtl] & [aria-expanded="false"] > .nav-arrow': { transform: 'rotate(180deg)' },
  ...badgeStyles(theme),
  '& .nav-subheader': {
    marginTop: 12,
    marginBottom: 4,
    paddingInlineStart: 'calc(12px + var(--nav-depth, 0) * 12px)',
    fontSize: 11,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: theme.vars.palette.text.secondary,
  },
}));

const depthStyle = (depth: number) => ({ '--nav-depth': depth }) as React.CSSProperties;

function ItemLabel({ page }: { page: SidebarPage }) {
  const Icon = page.icon ? NAV_ICON_COMPONENTS[page.icon] : null;
  return (
    <React.Fragment>
      {Icon ? <Icon className="nav-icon" aria-hidden /> : null}
      <span className="nav-title">{pageToTitle(page)}</span>
      <PageBadges page={page} />
    </React.Fragment>
  );
}

function NavLeaf({ page, depth }: { page: SidebarPage; depth: number }) {
  const { activePage, language } = useRouteData();
  const active = activePage === page;
  if (isExternal(page.pathname)) {
    return (
      <li>
        <a href={page.pathname} target="_blank" rel="noopener" className="nav-item" data-depth={depth} style={depthStyle(depth)} {...page.linkProps}>
          <ItemLabel page={page} />
        </a>
      </li>
    );
  }
  return (
    <li>
      <a
        href={toPageUrl(page.pathname, language)}
        className={active ? 'nav-item app-drawer-active' : 'nav-item'}
        aria-current={active ? 'page' : undefined}
        data-depth={depth}
        style={depthStyle(depth)}
        {...page.linkProps}
      >
        <ItemLabel page={page} />
      </a>
    </li>
  );
}

function NavGroup({ page, depth }: { page: SidebarPage; depth: number }) {
  const { activePageParents } = useRouteData();
  const [open, setOpen] = React.useState(() => activePageParents.includes(page));
  const id = React.useId();
  return (
    <li>
      <button
        type="button"
        className="nav-item"
        data-depth={depth}
        style={depthStyle(depth)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <ItemLabel page={page} />
        <KeyboardArrowRightRounded className="nav-arrow" aria-hidden />
      </button>
      {/* Collapsed groups render nothing: less markup to send and hydrate on every page. */}
      {open ? (
        <div id={id}>
          <NavItems pages={page.children ?? []} depth={depth + 1} />
        </div>
      ) : null}
    </li>
  );
}

function NavSubheader({ page, depth }: { page: SidebarPage; depth: number }) {
  return (
    <li>
      <div className="nav-subheader" style={depthStyle(depth)}>
        {pageToTitle(page)}
      </div>
      <NavItems pages={page.children ?? []} depth={depth} />
    </li>
  );
}

/** One level of the tree: subheaders, expandable groups and links. */
function renderItems(pages: SidebarPage[], depth: number) {
  return pages
    .filter((page) => page.inSideNav !== false)
    .map((page) => {
      if (page.subheader) return <NavSubheader key={page.pathname} page={page} depth={depth} />;
      if (page.children?.length) return <NavGroup key={page.pathname} page={page} depth={depth} />;
      return <NavLeaf key={page.pathname} page={page} depth={depth} />;
    });
}

function NavItems({ pages, depth }: { pages: SidebarPage[]; depth: number }) {
  return <ul>{renderItems(pages, depth)}</ul>;
}

/** The sidebar tree. */
export function NavList({ pages }: { pages: SidebarPage[] }) {
  return <NavRoot {...{ [CLIENT_ROUTING_ATTRIBUTE]: '' }}>{renderItems(pages, 0)}</NavRoot>;
}
