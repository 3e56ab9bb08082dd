import { parse, type DefaultTreeAdapterMap } from 'parse5';

/**
 * What the crawl checks on a page: read from the live DOM of a hydrated page (`snapshotInBrowser`, run in the page),
 * or from the HTML the server sent (`snapshotOfHtml`: parse5, the HTML standard's tree construction, as a browser with
 * JavaScript off builds the document; `<noscript>` content is markup, as it is for that reader).
 */
export interface PageSnapshot {
  lang: string;
  /** The page's own h1 elements (demos are rendered examples: a Typography demo shows real h1–h6). */
  h1: number;
  title: string;
  ids: string[];
  /** Headings of the Markdown content (the block after the page's h1) without an id or without their anchor link. */
  badHeadings: string[];
  links: Array<{ href: string; text: string }>;
}

/** Runs in the page (page.evaluate): the same facts as snapshotOfHtml, from the document as it is now. */
export function snapshotInBrowser(): PageSnapshot {
  return {
    lang: document.documentElement.lang,
    h1: document.querySelectorAll('h1:not(.MuiDemo-root *)').length,
    title: document.title,
    ids: [...document.querySelectorAll('[id]')].map((el) => el.id),
    badHeadings: [...document.querySelectorAll('#main-content > h1 ~ div h2:not(.MuiDemo-root *), #main-content > h1 ~ div h3:not(.MuiDemo-root *)')]
      .filter((h) => !h.id || h.querySelector('a.anchor-link')?.getAttribute('href') !== `#${h.id}`)
      .map((h) => `<${h.tagName.toLowerCase()} id="${h.id}">${(h.textContent ?? '').trim()}`),
    links: [...document.querySelectorAll('a[href]')].map((a) => ({ href: a.getAttribute('href')!, text: (a.textContent ?? '').trim().slice(0, 60) })),
  };
}

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const hasClass = (el: Element, name: string) => (attr(el, 'class') ?? '').split(/\s+/).includes(name);
const childrenOf = (node: Node): Node[] => ('content' in node && node.nodeName === 'template' ? node.content.childNodes : 'childNodes' in node ? node.childNodes : []);

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return childrenOf(node).map(textOf).join('');
}

/** Elements under `node` in document order, each with whether it is inside a `.MuiDemo-root` (`.MuiDemo-root *`). */
function* elements(node: Node, inDemo = false): Generator<{ el: Element; inDemo: boolean }> {
  for (const child of childrenOf(node)) {
    if (!isElement(child)) continue;
    yield { el: child, inDemo };
    yield* elements(child, inDemo || hasClass(child, 'MuiDemo-root'));
  }
}

/** The facts of snapshotInBrowser, from server HTML. */
export function snapshotOfHtml(html: string): PageSnapshot {
  const document = parse(html, { scriptingEnabled: false });
  const all = [...elements(document)];
  const root = all.find(({ el }) => el.tagName === 'html')?.el;
  const title = all.find(({ el }) => el.tagName === 'title')?.el;
  const main = all.find(({ el }) => attr(el, 'id') === 'main-content')?.el;

  const badHeadings: string[] = [];
  if (main) {
    let afterH1 = false;
    for (const child of childrenOf(main)) {
      if (!isElement(child)) continue;
      if (child.tagName === 'h1') afterH1 = true;
      else if (afterH1 && child.tagName === 'div') {
        for (const { el, inDemo } of elements(child, hasClass(child, 'MuiDemo-root'))) {
          if ((el.tagName !== 'h2' && el.tagName !== 'h3') || inDemo) continue;
          const id = attr(el, 'id') ?? '';
          const anchor = [...elements(el)].find(({ el: a }) => a.tagName === 'a' && hasClass(a, 'anchor-link'))?.el;
          if (!id || (anchor && attr(anchor, 'href')) !== `#${id}`) badHeadings.push(`<${el.tagName} id="${id}">${textOf(el).trim()}`);
        }
      }
    }
  }

  return {
    lang: (root && attr(root, 'lang')) ?? '',
    h1: all.filter(({ el, inDemo }) => el.tagName === 'h1' && !inDemo).length,
    // document.title: the first <title>'s text, white space collapsed.
    title: title
      ? textOf(title)
          .replace(/[\t\n\f\r ]+/g, ' ')
          .trim()
      : '',
    ids: all.flatMap(({ el }) => {
      const id = attr(el, 'id');
      return id === undefined ? [] : [id];
    }),
    badHeadings,
    links: all
      .filter(({ el }) => el.tagName === 'a' && attr(el, 'href') !== undefined)
      .map(({ el }) => ({ href: attr(el, 'href')!, text: textOf(el).trim().slice(0, 60) })),
  };
}
