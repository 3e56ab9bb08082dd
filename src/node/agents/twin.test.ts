/**
 * @jest-environment node
 */
import { createTranslate } from '../../domain/i18n';
import { docElement, el, markupLabels, text, type HastNode, type RenderedDoc } from '../../domain/markdown';
import type { DemoData } from '../../domain/demo';
import type { ApiItem, ApiProp } from '../../domain/reference/types';
import { importEsm } from '../mdx/esm';
import { renderBody, type ToHtml } from '../mdx/renderBody';
import { buildApiDoc } from '../reference/apiDoc';
import type { PageData } from '../pageData';
import { demoMarkdown, loadTwinTools, twinOfPage, type HastToMarkdown } from './twin';
import type { ParseHtml } from '../pageData';

/**
 * Twins are made from the pages' data as the build writes it: these tests render compiled trees with the build's own
 * renderer (renderBody: the code block, callout, heading and table markup of every page), then read them back.
 */
const SITE = 'https://docs.example';
const en = createTranslate('en');
let toHtml: ToHtml;
let tools: { parse: ParseHtml; toMarkdown: HastToMarkdown };
beforeAll(async () => {
  const module = await importEsm('hast-util-to-html');
  toHtml = (tree) => module.toHtml(tree as never, { allowDangerousHtml: true });
  tools = await loadTwinTools();
});

const demo = (name: string, ts: string | null, js: string): DemoData => ({
  name,
  gaLabel: `material-ui/docs/demos/react-button/${name}`,
  variants: {
    'MUI System': {
      module: `./material-ui/docs/demos/react-button/${name}.tsx`,
      TS: ts === null ? null : { raw: ts, html: '<span>highlighted</span>' },
      JS: { raw: js, html: '<span>highlighted</span>' },
      sourceUrl: { TS: '', JS: '' },
      sandbox: { TS: { dependencies: {}, devDependencies: {} }, JS: { dependencies: {}, devDependencies: {} } },
      relativeModules: [],
    },
  },
});

const BASIC_TS =
  "import * as React from 'react';\nimport Button from '@mui/material/Button';\n\nexport default function BasicButtons() {\n  return <Button variant=\"text\">Text</Button>;\n}\n";
const BASIC_JS = BASIC_TS.replace('import * as React', 'import React');
const OLD_JS = 'export default function OldDemo() {\n  return null;\n}\n';

/** A documentation page's data: the compiled tree rendered as the build writes it, split at its demos. */
function docPage(children: HastNode[], demos: Record<string, DemoData>, pathname = '/material-ui/react-button'): PageData {
  const doc: RenderedDoc = { body: renderBody({ type: 'root', children }, 'en', markupLabels(en), toHtml), toc: [], demos };
  return {
    path: `${pathname}/`,
    result: {
      data: { mdx: { frontmatter: { title: 'Button', description: 'Buttons let users take actions.' }, doc } },
      pageContext: { language: 'en', pathname, productId: 'material-ui' },
    },
  };
}

describe('a documentation page', () => {
  let markdown: string;
  beforeAll(() => {
    const page = docPage(
      [
        el('p', {}, [
          text('The '),
          el('code', {}, [text('Button')]),
          text(' triggers an action. See '),
          el('a', { href: '/system/getting-started/' }, [text('MUI System')]),
          text('.'),
        ]),
        el('h2', { id: 'basic-button' }, [text('Basic button')]),
        docElement('Demo', { name: 'BasicButtons' }),
        el('h3', { id: 'sizes' }, [text('Sizes')]),
        docElement('CodeBlock', { language: 'tsx', html: '<span class="token tag">&lt;Button size="small" /&gt;</span>', title: 'App.tsx' }),
        docElement('CodeBlock', { language: 'bash', html: 'npm install @mui/material' }),
        docElement('Callout', { type: 'warning' }, [el('p', {}, [text('Keep one copy of '), el('code', {}, [text('@emotion/react')]), text('.')])]),
        el('table', {}, [
          el('thead', {}, [el('tr', {}, [el('th', {}, [text('Size')]), el('th', {}, [text('Height')])])]),
          el('tbody', {}, [el('tr', {}, [el('td', {}, [el('code', {}, [text('small')])]), el('td', {}, [text('30 px')])])]),
        ]),
        el('p', {}, [el('img', { src: '/images/button.svg', alt: 'A button' })]),
        docElement('Demo', { name: 'OldDemo' }),
      ],
      { BasicButtons: demo('BasicButtons', BASIC_TS, BASIC_JS), OldDemo: demo('OldDemo', null, OLD_JS) },
    );
    markdown = twinOfPage(page, tools, SITE)!.markdown;
  });

  test('the title as the one h1, then the description, then the body', () => {
    expect(markdown.startsWith('# Button\n\nButtons let users take actions.\n\nThe `Button` triggers an action.')).toBe(true);
    expect(markdown.match(/^# /gm)).toHaveLength(1);
  });

  test('headings keep their level, without the anchor and feedback links of the page', () => {
    expect(markdown).toContain('\n## Basic button\n');
    expect(markdown).toContain('\n### Sizes\n');
    expect(markdown).not.toMatch(/Link to this section|Comment on this section|#page_feedback/);
  });

  test('code blocks are fenced with their language and title, as plain text without the Copy button', () => {
    expect(markdown).toContain('```tsx title="App.tsx"\n<Button size="small" />\n```');
    expect(markdown).toContain('```bash\nnpm install @mui/material\n```');
    expect(markdown).not.toMatch(/token|Copy the code|\(or/);
  });

  test('a demo is inlined as its TypeScript source; a demo without TypeScript as its JavaScript', () => {
    expect(markdown).toContain(`\`\`\`tsx title="BasicButtons.tsx"\n${BASIC_TS.trimEnd()}\n\`\`\``);
    expect(markdown).not.toContain('import React from');
    expect(markdown).toContain('```jsx title="OldDemo.js"\nexport default function OldDemo()');
    // Demos stand where the page shows them: after their heading.
    expect(markdown.indexOf('BasicButtons.tsx')).toBeGreaterThan(markdown.indexOf('## Basic button'));
  });

  test('a callout is a blockquote marked with its type', () => {
    expect(markdown).toContain('> [!WARNING]\n> Keep one copy of `@emotion/react`.');
  });

  test('tables are GFM tables', () => {
    expect(markdown).toContain('| Size | Height |\n| - | - |\n| `small` | 30 px |');
  });

  test('links and images are absolute, and no HTML is left', () => {
    expect(markdown).toContain('[MUI System](https://docs.example/system/getting-started/)');
    expect(markdown).toContain('![A button](https://docs.example/images/button.svg)');
    expect(markdown).not.toMatch(/<\/?(div|span|aside|button|svg|pre|table|p)\b/);
  });
});

test('a demo with a backtick run in its code gets a longer fence', () => {
  const code = 'const md = "```js";\n';
  expect(demoMarkdown(demo('Fence', code, code), 'Fence')).toBe('````tsx title="Fence.tsx"\nconst md = "```js";\n````');
});

test('a section made from data (the versions table) comes before the page body, as on the page', () => {
  const page = docPage([el('p', {}, [text('How releases work.')])], {}, '/versions');
  page.result.pageContext!.generated = { body: [{ html: '<h2 id="released-versions">Released versions</h2><p>Every product.</p>' }], toc: [] };
  const markdown = twinOfPage(page, tools, SITE)!.markdown;
  expect(markdown.indexOf('## Released versions')).toBeLessThan(markdown.indexOf('How releases work.'));
});

test('pages without a body of their own (home, starters) have no twin', () => {
  expect(twinOfPage({ path: '/', result: { data: {}, pageContext: { language: 'en', pathname: '/' } } }, tools, SITE)).toBeNull();
});

describe('an API page', () => {
  const prop = (name: string, more: Partial<ApiProp> = {}): ApiProp => ({
    name,
    type: 'string',
    union: null,
    default: null,
    description: '',
    required: false,
    deprecated: null,
    ...more,
  });
  const button: ApiItem = {
    name: 'Button',
    kind: 'component',
    packageName: '@mui/material',
    productId: 'material-ui',
    pathname: '/material-ui/api/button',
    imports: ["import Button from '@mui/material/Button';"],
    description: '',
    props: [
      prop('children', { type: 'ReactNode', required: true, description: 'The content of the component.' }),
      prop('variant', {
        type: "'text' | 'outlined' | 'contained'",
        union: ["'text'", "'outlined'", "'contained'"],
        default: "'text'",
        description: 'The variant to use.',
      }),
      prop('onChange', { type: '(event: React.SyntheticEvent<HTMLButtonElement>, value: number | number[], activeThumb: number) => void' }),
    ],
    returns: [],
    inherits: null,
    classes: [{ key: 'root', className: 'MuiButton-root', description: 'Styles applied to the root element.', deprecated: null }],
    slots: [{ name: 'root', description: 'The component that renders the root.', default: 'ButtonBase' }],
    themeName: 'MuiButton',
    deprecated: null,
    declaration: null,
    memberGroups: [],
    elsewhere: null,
  };
  let markdown: string;
  beforeAll(() => {
    const api = buildApiDoc(button, [], {
      t: en,
      highlight: (code) => code.replace(/</g, '&lt;'),
      markdown: (md) => [el('p', {}, [text(md)])],
      componentSlug: 'button',
      typeLink: () => null,
    });
    const doc: RenderedDoc = { body: renderBody(api.tree, 'en', markupLabels(en), toHtml), toc: api.toc, demos: {} };
    const page: PageData = {
      path: '/material-ui/api/button/',
      result: {
        data: { apiPage: { title: 'Button API', description: 'The Button API.', doc, search: null } },
        pageContext: { language: 'en', pathname: '/material-ui/api/button', productId: 'material-ui' },
      },
    };
    markdown = twinOfPage(page, tools, SITE)!.markdown;
  });

  test('props are a table: name (required marked), type on one line (unions and long types in full), default, description', () => {
    expect(markdown).toContain('| Name | Type | Default | Description |');
    expect(markdown).toMatch(/\| `children` \(required\) \| `ReactNode` \| +\| The content of the component\. \|/);
    expect(markdown).toContain("| `variant` | `'text' \\| 'outlined' \\| 'contained'` | `'text'` | The variant to use. |");
    expect(markdown).toContain('`(event: React.SyntheticEvent<HTMLButtonElement>, value: number \\| number[], activeThumb: number) => void`');
  });

  test('CSS classes and slots are tables too, and the import is a code block', () => {
    expect(markdown).toMatch(/\| `\.MuiButton-root` \| `root` \| Styles applied to the root element\. \|/);
    expect(markdown).toMatch(/\| `root` \| `ButtonBase` \| The component that renders the root\. \|/);
    expect(markdown).toContain("```jsx\nimport Button from '@mui/material/Button';\n```");
    expect(markdown).not.toMatch(/<\/?(div|span|details|summary|table)\b/);
  });
});
