import type { ApiItem } from '../../domain/reference/types';
import type { Translate } from '../../domain/i18n';
import { el, type HastNode } from '../../domain/markdown';
import type { TocItem } from '../../domain/toc';

/**
 * The "API" section a component page ends with: links to the API pages of the components and hooks its
 * demos import (`<Button />`, `useButton`), in the order the demos first use them.
 */
export function apiLinksSection(items: ApiItem[], t: Translate): { nodes: HastNode[]; toc: TocItem } | null {
  if (items.length === 0) return null;
  const label = (item: ApiItem) => (item.kind === 'component' ? `<${item.name} />` : item.name);
  const title = t('api.pageSection');
  return {
    nodes: [
      el('h2', { id: 'api' }, [{ type: 'text', value: title }]),
      el('p', {}, [{ type: 'text', value: t('api.pageSectionText') }]),
      el(
        'ul',
        {},
        items.map((item) => el('li', {}, [el('a', { href: `${item.pathname}/` }, [el('code', {}, [{ type: 'text', value: label(item) }])])])),
      ),
    ],
    toc: { text: title, hash: 'api', level: 2, children: [] },
  };
}
