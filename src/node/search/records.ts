import { withGeneratedSection } from '../../domain/page/generated';
import type { HNode, PageData, ParseHtml } from '../pageData';
import type { BodySegment, RenderedDoc } from '../../domain/markdown';
import type { SearchRecord } from '../../domain/search/types';
import type { TocItem } from '../../domain/toc';

/**
 * The search records of one page, from the page's data as the build wrote it (`public/page-data/…`): what
 * readers see is what is searched. A documentation page gives a record for itself (title, description, the
 * text before its first heading, its demos' names) and one per h2/h3 section (heading, text, identifiers in
 * its code); an API page one for itself (its component, hook or interface name), one per prop, parameter, returned
 * field and interface member (name and first sentence, anchored to its row), one for its CSS classes and one for its
 * slots.
 */

export type { HNode, PageData, ParseHtml } from '../pageData';

export type PageRecord = Omit<SearchRecord, 'id'>;

const SKIPPED_CLASSES = ['MuiCode-copy', 'MuiCode-status', 'anchor-link', 'MuiMarkdown-visuallyHidden', 'MuiCallout-icon'];
/** Identifiers worth typing: PascalCase (`ThemeProvider`) or camelCase with a hump (`slotProps`). */
const IDENTIFIER = /\b(?:[A-Z][a-z0-9]+[A-Z0-9][A-Za-z0-9]*|[A-Z][a-z]{2,}|[a-z]+[A-Z][A-Za-z0-9]*)\b/g;

const classesOf = (node: HNode): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
};
const skipped = (node: HNode) => node.tagName === 'svg' || node.tagName === 'button' || classesOf(node).some((c) => SKIPPED_CLASSES.includes(c));

function textOf(node: HNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (skipped(node)) return '';
  return (node.children ?? []).map(textOf).join('');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const unique = (words: Iterable<string>) => [...new Set(words)].join(' ');

interface Section {
  heading: string;
  anchor: string;
  text: string[];
  names: Set<string>;
}

/** The sections of a rendered body: the text before the first heading (anchor ''), then one per h2/h3. */
export function sectionsOf(body: BodySegment[], parse: ParseHtml): Section[] {
  const sections: Section[] = [{ heading: '', anchor: '', text: [], names: new Set() }];
  const current = () => sections[sections.length - 1];
  const visit = (node: HNode, inPre: boolean) => {
    if (node.type === 'text') {
      current().text.push(node.value ?? '');
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    if (skipped(node)) return;
    const tag = node.tagName;
    if ((tag === 'h2' || tag === 'h3') && typeof node.properties?.id === 'string') {
      sections.push({ heading: squash(textOf(node)), anchor: node.properties.id, text: [], names: new Set() });
      return;
    }
    if (tag === 'pre') {
      for (const id of textOf(node).match(IDENTIFIER) ?? []) current().names.add(id);
      return;
    }
    if (tag === 'code' && !inPre) current().names.add(squash(textOf(node)));
    for (const child of node.children ?? []) visit(child, inPre || tag === 'pre');
    // Blocks end with a space, so words of two paragraphs never run together.
    if (tag && /^(p|li|td|th|div|h[1-6]|blockquote|tr|table|ul|ol|aside|details|summary)$/.test(tag)) current().text.push(' ');
  };
  for (const segment of body) if ('html' in segment) visit(parse(segment.html), false);
  return sections;
}

export function recordsOfPage(page: PageData, parse: ParseHtml): PageRecord[] {
  const data = page.result.data ?? {};
  const pageContext = page.result.pageContext ?? {};
  const url = pageContext.pathname ? (pageContext.pathname === '/' ? '/' : `${pageContext.pathname}/`) : null;
  const product = pageContext.productId ?? '';
  if (!url) return [];
  if (data.mdx) {
    // A section the build made from data (the /versions/ table, a gallery) is searched like the rest of the page, in its place.
    const doc = withGeneratedSection(data.mdx.doc, pageContext.generated);
    return docRecords(url, product, data.mdx.frontmatter.title, data.mdx.frontmatter.description, doc, parse);
  }
  if (data.apiPage) return apiRecords(url, product, data.apiPage, parse);
  return [];
}

function docRecords(url: string, product: string, title: string, description: string, doc: RenderedDoc, parse: ParseHtml): PageRecord[] {
  const [intro, ...rest] = sectionsOf(doc.body, parse);
  const demoNames = doc.body.flatMap((s) => ('demo' in s ? [s.demo] : []));
  const page: PageRecord = {
    url,
    page: title,
    section: '',
    product,
    kind: 'page',
    names: unique([...demoNames, ...intro.names]),
    description,
    text: squash(intro.text.join('')),
  };
  return [
    page,
    ...rest.map((s) => ({
      url: `${url}#${s.anchor}`,
      page: title,
      section: s.heading,
      product,
      kind: 'section' as const,
      names: unique(s.names),
      description: '',
      text: squash(s.text.join('')),
    })),
  ];
}

function apiRecords(url: string, product: string, api: NonNullable<NonNullable<PageData['result']['data']>['apiPage']>, parse: ParseHtml): PageRecord[] {
  // Components that many pages' demos use come first when several pages match as well (Button before ButtonGroup).
  const weight = api.search ? 1 + 0.15 * Math.log1p(api.search.demos ?? 0) : 1;
  const base = { page: api.title, product, ...(weight > 1 ? { weight: Math.round(weight * 100) / 100 } : {}) };
  const search = api.search;
  if (!search) {
    // A product's API index: its sections (Components, Hooks) by heading only; the items have their own pages.
    return [{ ...base, url, section: '', kind: 'page', names: '', description: api.description, text: '' }];
  }
  const records: PageRecord[] = [{ ...base, url, section: '', kind: 'api', names: `${search.name} ${search.packageName}`, description: api.description, text: '' }];
  const descriptions = new Map(search.props.map((p) => [p.name, p.description]));
  const rows = (item: TocItem) => item.children.map((child) => ({ name: child.text, hash: child.hash }));
  for (const item of api.doc.toc) {
    if (['props', 'parameters', 'return-value'].includes(item.hash)) {
      for (const row of rows(item)) {
        records.push({ ...base, url: `${url}#${row.hash}`, section: row.name, kind: 'prop', names: row.name, description: descriptions.get(row.name) ?? '', text: '' });
      }
    } else if (item.hash === 'members') {
      // An interface's rows: the ToC lists them, or (GridApi) only the interfaces they come from.
      for (const { name, description } of search.props) {
        records.push({ ...base, url: `${url}#members-${name}`, section: name, kind: 'prop', names: name, description, text: '' });
      }
    } else if (item.hash === 'classes') {
      records.push({ ...base, url: `${url}#classes`, section: item.text, kind: 'part', names: unique(search.classes), description: '', text: '' });
    } else if (item.hash === 'slots') {
      records.push({ ...base, url: `${url}#slots`, section: item.text, kind: 'part', names: unique(search.slots), description: '', text: '' });
    }
  }
  // The description above the import, if the package wrote one (TextField's), is the page's text.
  const [intro] = sectionsOf(api.doc.body, parse);
  records[0].text = squash(intro.text.join(''));
  return records;
}
