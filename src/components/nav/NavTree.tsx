import * as React from 'react';
import { Icon } from '../icons/Icon';
import { isExternal, pageToTitle, type SidebarPage } from '../../domain/sidebar';
import { toPageUrl } from '../../domain/routing';
import { CLIENT_ROUTING_ATTRIBUTE } from '../../domain/markdown';
import { useRouteData } from '../../providers/RouteDataProvider';
import { NAV_ICONS } from './navIcons';
import { NAV_CLASS } from './navStyles';
import { PageBadges } from './PageBadges';

/**
 * The sidebar tree. Plain elements styled by the shell style sheet (navStyles.ts), not a styled component per
 * entry: a product's sidebar has dozens to hundreds of entries, and each styled entry cost style work on every
 * page load. Links are plain anchors routed on the client by the delegated listener
 * (src/markdown/interactions.ts, `data-client-routing`), so no per-link observer or handler is set up either.
 */

const depthStyle = (depth: number) => ({ '--nav-depth': depth }) as React.CSSProperties;

function ItemLabel({ page }: { page: SidebarPage }) {
  return (
    <React.Fragment>
      {page.icon ? <Icon name={NAV_ICONS[page.icon]} className="nav-icon" /> : null}
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
        <Icon name="KeyboardArrowRightRounded" className="nav-arrow" />
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
  return (
    <ul className={NAV_CLASS} {...{ [CLIENT_ROUTING_ATTRIBUTE]: '' }}>
      {renderItems(pages, 0)}
    </ul>
  );
}
