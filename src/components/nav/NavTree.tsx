import * as React from 'react';
import { Link as GatsbyLink } from 'gatsby';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import { isExternal, pageToTitle, type SidebarPage } from '../../domain/sidebar';
import { toPageUrl } from '../../domain/routing';
import { useRouteData } from '../../providers/RouteDataProvider';
import { NAV_ICON_COMPONENTS } from './navIcons';
import { PageBadges } from './PageBadges';
import { blue } from '../../theme/palette';

const itemSx = (depth: number) =>
  ({
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: 32,
    py: 0.5,
    pr: 1,
    pl: `${12 + depth * 12}px`,
    borderRadius: 1,
    fontSize: '0.875rem',
    fontWeight: depth === 0 ? 600 : 500,
    textAlign: 'start',
    justifyContent: 'flex-start',
    color: 'text.secondary',
    textDecoration: 'none',
    '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
    '&.app-drawer-active': { color: 'var(--nav-active-color)', bgcolor: 'action.selected', fontWeight: 600 },
  }) as const;

function ItemLabel({ page }: { page: SidebarPage }) {
  const Icon = page.icon ? NAV_ICON_COMPONENTS[page.icon] : null;
  return (
    <React.Fragment>
      {Icon ? <Icon fontSize="small" sx={{ mr: 1, color: 'primary.main' }} aria-hidden /> : null}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {pageToTitle(page)}
      </Box>
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
        <Box component="a" href={page.pathname} target="_blank" rel="noopener" sx={itemSx(depth)} {...page.linkProps}>
          <ItemLabel page={page} />
        </Box>
      </li>
    );
  }
  return (
    <li>
      <Box
        component={GatsbyLink}
        to={toPageUrl(page.pathname, language)}
        className={active ? 'app-drawer-active' : undefined}
        aria-current={active ? 'page' : undefined}
        sx={itemSx(depth)}
        {...page.linkProps}
      >
        <ItemLabel page={page} />
      </Box>
    </li>
  );
}

function NavGroup({ page, depth }: { page: SidebarPage; depth: number }) {
  const { activePageParents } = useRouteData();
  const [open, setOpen] = React.useState(() => activePageParents.includes(page));
  const id = React.useId();
  return (
    <li>
      <ButtonBase aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen((o) => !o)} sx={{ ...itemSx(depth), color: 'text.primary' }}>
        <ItemLabel page={page} />
        <KeyboardArrowRightRounded
          fontSize="small"
          aria-hidden
          sx={{
            ml: 'auto',
            transition: 'transform 150ms',
            transform: open ? 'rotate(90deg)' : 'none',
            '[dir=rtl] &': { transform: open ? 'rotate(90deg)' : 'rotate(180deg)' },
          }}
        />
      </ButtonBase>
      {/* Collapsed groups render nothing: less markup to send and hydrate on every page. */}
      <Collapse in={open} id={id} timeout="auto" unmountOnExit>
        <NavList pages={page.children ?? []} depth={depth + 1} />
      </Collapse>
    </li>
  );
}

function NavSubheader({ page, depth }: { page: SidebarPage; depth: number }) {
  return (
    <li>
      <Box
        component="div"
        sx={{ mt: 1.5, mb: 0.5, pl: `${12 + depth * 12}px`, fontSize: 11, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary' }}
      >
        {pageToTitle(page)}
      </Box>
      <NavList pages={page.children ?? []} depth={depth} />
    </li>
  );
}

/** A level of the sidebar tree: subheaders, expandable groups and links. */
export function NavList({ pages, depth = 0 }: { pages: SidebarPage[]; depth?: number }) {
  return (
    <Box
      component="ul"
      sx={(theme) => ({
        listStyle: 'none',
        m: 0,
        p: 0,
        // Darker than primary.main so the active link keeps 4.5:1 on its highlighted background.
        '--nav-active-color': blue[700],
        ...theme.applyStyles('dark', { '--nav-active-color': blue[200] }),
      })}
    >
      {pages
        .filter((page) => page.inSideNav !== false)
        .map((page) => {
          if (page.subheader) return <NavSubheader key={page.pathname} page={page} depth={depth} />;
          if (page.children?.length) return <NavGroup key={page.pathname} page={page} depth={depth} />;
          return <NavLeaf key={page.pathname} page={page} depth={depth} />;
        })}
    </Box>
  );
}
