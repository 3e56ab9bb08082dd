import type { ApiItem } from '../../domain/reference/types';
import type { Translate } from '../../domain/i18n';
import { el, text, type HastNode } from '../../domain/markdown';
import type { TocItem } from '../../domain/toc';

const label = (item: ApiItem) => (item.kind === 'component' ? `<${item.name} />` : item.name);
const list = (items: ApiItem[]) =>
  el(
    'ul',
    {},
    items.map((item) => el('li', {}, [el('a', { href: `${item.pathname}/` }, [el('code', {}, [text(label(item))])])])),
  );

/**
 * The "API" section a component page ends with: links to the API pages of the components and hooks its
 * demos import (`<Button />`, `useButton`), in the order the demos first use them. When the demos use hooks, the
 * components and the hooks each get a subsection with a fixed anchor (`#components-api`, `#hooks-api`), the anchors
 * the original site's unstyled component pages link to.
 */
export function apiLinksSection(items: ApiItem[], t: Translate): { nodes: HastNode[]; toc: TocItem } | null {
  if (items.length === 0) return null;
  const title = t('api.pageSection');
  const intro = [el('h2', { id: 'api' }, [text(title)]), el('p', {}, [text(t('api.pageSectionText'))])];
  const components = items.filter((item) => item.kind === 'component');
  const hooks = items.filter((item) => item.kind === 'hook');
  if (hooks.length === 0) return { nodes: [...intro, list(items)], toc: { text: title, hash: 'api', level: 2, children: [] } };
  const groups = [
    { hash: 'components-api', text: t('api.componentsSection'), items: components },
    { hash: 'hooks-api', text: t('api.hooksSection'), items: hooks },
  ].filter((group) => group.items.length > 0);
  return {
    nodes: [...intro, ...groups.flatMap((group) => [el('h3', { id: group.hash }, [text(group.text)]), list(group.items)])],
    toc: { text: title, hash: 'api', level: 2, children: groups.map((group) => ({ text: group.text, hash: group.hash, level: 3, children: [] })) },
  };
}
