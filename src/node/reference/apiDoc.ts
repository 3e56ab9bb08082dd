import type { ApiClass, ApiDemoLink, ApiItem, ApiProp, ApiSlot } from '../../domain/reference/types';
import { apiSlug } from '../../domain/reference/names';
import type { Translate } from '../../domain/i18n';
import { API_CLASS, MARKDOWN_CLASS, docElement, el, text, type HastElement, type HastNode, type HastRoot } from '../../domain/markdown';
import type { TocItem } from '../../domain/toc';

/**
 * The body of an API reference page (one component, hook or interface) and of a product's API index page, as the
 * same hast tree a compiled doc page has: `renderBody` (src/node/mdx/renderBody.ts) expands its code block and
 * callout, links its headings, wraps its tables, localizes its links. Section and row ids are fixed words
 * and names, never translated, so a link to `#props-variant` or `#members-field` works in every language. Names in
 * a type that have a page of the same product (`GridFilterItem[]`) link to it.
 */

export interface ApiDocDeps {
  t: Translate;
  /** Highlighted HTML of a piece of code. */
  highlight: (code: string, language: string) => string;
  /** JSDoc Markdown → hast block content (paragraphs, lists, code). */
  markdown: (md: string) => HastNode[];
  /** The item's kebab-case name (`button`): the prefix of its class and slot anchors (`#button-classes-root`). */
  componentSlug: string;
  /** The pathname of the page a name in a type stands for (`GridFilterItem` → `/x/api/data-grid/grid-filter-item`), or null. */
  typeLink: (name: string) => string | null;
}

export interface ApiDoc {
  tree: HastRoot;
  toc: TocItem[];
}

/** A type longer than this collapses into `<details>`, its summary the first SHORT_TYPE characters. */
const LONG_TYPE = 80;
const SHORT_TYPE = 40;

const code = (value: string, className?: string) => el('code', className ? { className: [className] } : {}, [text(value)]);

/** A type as code, each name that has a page (`GridColDef` in `readonly GridColDef[]`) a link to it. */
function typeCode(value: string, link: ApiDocDeps['typeLink'], className?: string): HastElement {
  const children: HastNode[] = [];
  let last = 0;
  for (const match of value.matchAll(/\b[A-Z][A-Za-z0-9_]*\b/g)) {
    const pathname = link(match[0]);
    if (pathname === null) continue;
    if (match.index > last) children.push(text(value.slice(last, match.index)));
    children.push(el('a', { href: `${pathname}/` }, [text(match[0])]));
    last = match.index + match[0].length;
  }
  if (last < value.length) children.push(text(value.slice(last)));
  return el('code', className ? { className: [className] } : {}, children);
}

/** A translated sentence, its `{placeholder}`s replaced by nodes (the translator has no interpolation). */
function sentence(template: string, values: Record<string, () => HastNode>): HastNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => {
      const value = /^\{(\w+)\}$/.exec(part)?.[1];
      return value !== undefined && values[value] ? values[value]() : text(part);
    });
}

/** "**Deprecated** reason": the label joins the reason's first paragraph. */
function deprecatedNote(reason: string | null, { t, markdown }: ApiDocDeps): HastNode[] {
  if (reason === null) return [];
  const label = [el('strong', {}, [text(t('chip.deprecated'))])];
  const [first, ...rest] = reason.trim() ? markdown(reason) : [];
  if (first?.type === 'element' && first.tagName === 'p') {
    return [{ ...first, properties: { ...first.properties, className: [API_CLASS.deprecated] }, children: [...label, text(' '), ...first.children] }, ...rest];
  }
  return [el('p', { className: [API_CLASS.deprecated] }, label), ...(first ? [first, ...rest] : [])];
}

const description = (md: string, deprecated: string | null, deps: ApiDocDeps): HastNode[] => [
  ...(md.trim() ? deps.markdown(md) : []),
  ...deprecatedNote(deprecated, deps),
];

/** The "Deprecated" chip after a name, a space between them so the two words are read and copied apart. */
const deprecatedChip = (t: Translate): HastNode[] => [text(' '), el('span', { className: [API_CLASS.chip] }, [text(t('chip.deprecated'))])];

/** A union one member per line; a long type collapsed behind its first characters. */
function typeElement(prop: ApiProp, { typeLink }: ApiDocDeps): HastElement {
  const full = prop.union
    ? typeCode(prop.union.map((member, i) => (i === 0 ? member : `| ${member}`)).join('\n'), typeLink, API_CLASS.union)
    : typeCode(prop.type, typeLink);
  if (prop.type.length <= LONG_TYPE) return full;
  return el('details', { className: [API_CLASS.longType] }, [el('summary', {}, [code(`${prop.type.slice(0, SHORT_TYPE).trimEnd()}…`)]), full]);
}

/** The name cell's content: a link to its own row, so a row can be shared. */
const selfLink = (id: string, name: string) => el('a', { href: `#${id}` }, [code(name)]);

function table(label: string, headers: string[], rows: HastElement[]): HastElement {
  return el('table', { className: [API_CLASS.table], ariaLabel: label }, [
    el('thead', {}, [
      el(
        'tr',
        {},
        headers.map((header) => el('th', { scope: 'col' }, [text(header)])),
      ),
    ]),
    el('tbody', {}, rows),
  ]);
}

/** Props, parameters, return fields or members: the table and one ToC entry per row (its anchor `<prefix>-<name>`). */
function propTable(props: ApiProp[], prefix: string, label: string, deps: ApiDocDeps): { table: HastElement; toc: TocItem[] } {
  const { t } = deps;
  const rows = props.map((prop) => {
    const id = `${prefix}-${prop.name}`;
    const name = [
      selfLink(id, prop.name),
      ...(prop.required
        ? [
            el('span', { className: [API_CLASS.required], ariaHidden: 'true' }, [text('*')]),
            el('span', { className: [MARKDOWN_CLASS.visuallyHidden] }, [text(` ${t('api.required')}`)]),
          ]
        : []),
      ...(prop.deprecated !== null ? deprecatedChip(t) : []),
    ];
    return el('tr', { id }, [
      el('td', { className: [API_CLASS.name] }, name),
      el('td', { className: [API_CLASS.type] }, [typeElement(prop, deps)]),
      el('td', { className: [API_CLASS.default] }, prop.default === null ? [] : [code(prop.default)]),
      el('td', { className: [API_CLASS.description] }, description(prop.description, prop.deprecated, deps)),
    ]);
  });
  const headers = [t('api.name'), t('api.type'), t('api.default'), t('api.description')];
  return { table: table(label, headers, rows), toc: props.map((prop) => ({ text: prop.name, hash: `${prefix}-${prop.name}`, level: 3, children: [] })) };
}

function classRow({ key, className, description: md, deprecated }: ApiClass, deps: ApiDocDeps): HastElement {
  const id = `${deps.componentSlug}-classes-${key}`;
  return el('tr', { id }, [
    el('td', { className: [API_CLASS.name] }, [el('a', { href: `#${id}` }, [code(className === null ? key : `.${className}`)])]),
    el('td', { className: [API_CLASS.rule] }, [code(key)]),
    el('td', { className: [API_CLASS.description] }, description(md, deprecated, deps)),
  ]);
}

function slotRow({ name, description: md, default: value }: ApiSlot, deps: ApiDocDeps): HastElement {
  const id = `${deps.componentSlug}-slots-${name}`;
  return el('tr', { id }, [
    el('td', { className: [API_CLASS.name] }, [selfLink(id, name)]),
    el('td', { className: [API_CLASS.default] }, value === null ? [] : [code(value)]),
    el('td', { className: [API_CLASS.description] }, description(md, null, deps)),
  ]);
}

/** The page body in order: sections with fixed ids, each an h2 and a level-2 ToC entry. */
class Body {
  readonly nodes: HastNode[] = [];
  readonly toc: TocItem[] = [];
  section(id: string, title: string, children: TocItem[] = []) {
    this.nodes.push(el('h2', { id }, [text(title)]));
    this.toc.push({ text: title, hash: id, level: 2, children });
  }
  /** An h3 under the last section, listed under it in the ToC. */
  subsection(id: string, title: string) {
    this.nodes.push(el('h3', { id }, [text(title)]));
    this.toc.at(-1)?.children.push({ text: title, hash: id, level: 3, children: [] });
  }
  doc(): ApiDoc {
    return { tree: { type: 'root', children: [el('div', { className: [API_CLASS.root] }, this.nodes)] }, toc: this.toc };
  }
}

/** The id of a group of an interface's members (`members-grid-core-api`): never a member's (`members-<identifier>` has no hyphen). */
const memberGroupId = (name: string) => `members-${apiSlug(name)}`;

/** An interface's members: one table, or (GridApi) one table per declaring interface, each under its h3. */
function members(item: ApiItem, body: Body, deps: ApiDocDeps) {
  const { t } = deps;
  if (item.memberGroups.length === 0) {
    const { table: members, toc } = propTable(item.props, 'members', t('api.members'), deps);
    body.section('members', t('api.members'), toc);
    if (item.props.length > 0) body.nodes.push(members);
    return;
  }
  body.section('members', t('api.members'));
  body.nodes.push(el('p', {}, sentence(t('api.memberGroupsText'), { name: () => code(item.name) })));
  const byName = new Map(item.props.map((prop) => [prop.name, prop]));
  for (const group of item.memberGroups) {
    body.subsection(memberGroupId(group.name), group.name);
    body.nodes.push(
      propTable(
        group.members.flatMap((name) => byName.get(name) ?? []),
        'members',
        `${t('api.members')}: ${group.name}`,
        deps,
      ).table,
    );
  }
}

/** The page of an interface another plan's package exports: where it is, and where its members are documented. */
function elsewhereNote(item: ApiItem, deps: ApiDocDeps): HastNode {
  const { t } = deps;
  const { plan, packageName } = item.elsewhere!;
  const values = {
    name: () => code(item.name),
    package: () => code(packageName),
    plan: () => text(t(plan === 'pro' ? 'nav.proPlan' : 'nav.premiumPlan')),
    link: () => el('a', { href: `https://mui.com${item.pathname}/` }, [text(`mui.com${item.pathname}/`)]),
  };
  return docElement('Callout', { type: 'info' }, [el('p', {}, sentence(t('api.elsewhereText'), values)), el('p', {}, sentence(t('api.elsewhereMembers'), values))]);
}

/** The page of one component, hook or interface. */
export function buildApiDoc(item: ApiItem, demos: ApiDemoLink[], deps: ApiDocDeps): ApiDoc {
  const { t } = deps;
  const body = new Body();
  const inheritsName = () => {
    const { name, pathname } = item.inherits!;
    return pathname === null ? code(name) : el('a', { href: `${pathname}/` }, [code(name)]);
  };

  if (item.description.trim()) body.nodes.push(...deps.markdown(item.description));
  if (item.deprecated !== null) body.nodes.push(docElement('Callout', { type: 'warning' }, deprecatedNote(item.deprecated, deps)));

  if (item.elsewhere) body.nodes.push(elsewhereNote(item, deps));

  if (item.imports.length > 0) {
    body.section('import', t('api.import'));
    // An interface's import is `import type`: TypeScript.
    const language = item.kind === 'interface' ? 'tsx' : 'jsx';
    body.nodes.push(docElement('CodeBlock', { language, html: deps.highlight(item.imports.join('\n'), language) }));
  }

  if (item.kind === 'interface') {
    if (item.declaration) {
      body.section('declaration', t('api.declaration'));
      body.nodes.push(docElement('CodeBlock', { language: 'ts', html: deps.highlight(item.declaration, 'ts') }));
    }
    if (!item.elsewhere) members(item, body, deps);
  } else if (item.kind === 'component') {
    const { table: props, toc } = propTable(item.props, 'props', t('api.props'), deps);
    body.section('props', t('api.props'), toc);
    body.nodes.push(
      el('p', {}, item.inherits ? sentence(t('api.propsInherited'), { name: inheritsName }) : [text(t('api.propsNative'))]),
      ...(item.props.length > 0 ? [props] : []),
    );
  } else {
    if (item.props.length > 0) {
      const { table: parameters, toc } = propTable(item.props, 'parameters', t('api.parameters'), deps);
      body.section('parameters', t('api.parameters'), toc);
      body.nodes.push(parameters);
    }
    if (item.returns.length > 0) {
      // A row without a name is the returned type itself: its type and description, no table row.
      const whole = item.returns.filter((row) => row.name === '');
      const fields = item.returns.filter((row) => row.name !== '');
      const { table: returns, toc } = propTable(fields, 'return-value', t('api.returnValue'), deps);
      body.section('return-value', t('api.returnValue'), toc);
      for (const row of whole)
        body.nodes.push(el('div', { className: [API_CLASS.returns] }, [typeElement(row, deps), ...description(row.description, row.deprecated, deps)]));
      if (fields.length > 0) body.nodes.push(returns);
    }
  }

  if (item.themeName) {
    body.section('theme-default-props', t('api.themeDefaultProps'));
    body.nodes.push(el('p', {}, sentence(t('api.themeDefaultPropsText'), { name: () => code(item.themeName!) })));
  }
  if (item.inherits) {
    body.section('inheritance', t('api.inheritance'));
    body.nodes.push(el('p', {}, sentence(t('api.inheritanceText'), { name: inheritsName, component: () => code(item.name) })));
  }
  if (item.classes.length > 0) {
    body.section('classes', t('api.classes'));
    body.nodes.push(
      el('p', {}, [text(t('api.classesText'))]),
      table(
        t('api.classes'),
        [t('api.className'), t('api.ruleName'), t('api.description')],
        item.classes.map((c) => classRow(c, deps)),
      ),
    );
  }
  if (item.slots.length > 0) {
    body.section('slots', t('api.slots'));
    body.nodes.push(
      table(
        t('api.slots'),
        [t('api.slotName'), t('api.default'), t('api.description')],
        item.slots.map((s) => slotRow(s, deps)),
      ),
    );
  }
  if (demos.length > 0) {
    body.section('demos', t('api.demos'));
    body.nodes.push(
      el(
        'ul',
        {},
        demos.map((demo) => el('li', {}, [el('a', { href: `${demo.pathname}/` }, [text(demo.title)])])),
      ),
    );
  }
  return body.doc();
}

/** The section ids of a product's API index, one per kind of item. */
export const API_INDEX_SECTIONS = ['components', 'hooks', 'interfaces'] as const;

/** A product's API index: its components, then its hooks, then its interfaces, each sorted by name. */
export function buildApiIndexDoc(items: ApiItem[], t: Translate): ApiDoc {
  const body = new Body();
  const groups = [
    { id: 'components', title: t('api.components'), kind: 'component' },
    { id: 'hooks', title: t('api.hooks'), kind: 'hook' },
    { id: 'interfaces', title: t('api.interfaces'), kind: 'interface' },
  ] as const satisfies ReadonlyArray<{ id: (typeof API_INDEX_SECTIONS)[number]; title: string; kind: ApiItem['kind'] }>;
  for (const { id, title, kind } of groups) {
    const members = items.filter((item) => item.kind === kind).sort((a, b) => a.name.localeCompare(b.name, 'en'));
    if (members.length === 0) continue;
    body.section(id, title);
    body.nodes.push(
      el(
        'ul',
        { className: [API_CLASS.index] },
        members.map((item) => el('li', {}, [el('a', { href: `${item.pathname}/` }, [code(item.name)]), ...(item.deprecated !== null ? deprecatedChip(t) : [])])),
      ),
    );
  }
  return body.doc();
}

/** The ids of an item's page (sections and rows; not Demos, which depends on the content), as buildApiDoc writes them: JSDoc links are checked against them. */
export function apiAnchorIds(item: ApiItem, componentSlug: string): string[] {
  const rows = (prefix: string, props: ApiProp[]) => props.filter((p) => p.name).map((p) => `${prefix}-${p.name}`);
  if (item.kind === 'interface') {
    return [
      'import',
      ...(item.declaration ? ['declaration'] : []),
      ...(item.elsewhere ? [] : ['members', ...rows('members', item.props), ...item.memberGroups.map((g) => memberGroupId(g.name))]),
    ];
  }
  return [
    'import',
    ...(item.kind === 'component'
      ? ['props', ...rows('props', item.props)]
      : [
          ...(item.props.length ? ['parameters', ...rows('parameters', item.props)] : []),
          ...(item.returns.length ? ['return-value', ...rows('return-value', item.returns)] : []),
        ]),
    ...(item.themeName ? ['theme-default-props'] : []),
    ...(item.inherits ? ['inheritance'] : []),
    ...(item.classes.length ? ['classes', ...item.classes.map((c) => `${componentSlug}-classes-${c.key}`)] : []),
    ...(item.slots.length ? ['slots', ...item.slots.map((sl) => `${componentSlug}-slots-${sl.name}`)] : []),
  ];
}
