/**
 * @jest-environment node
 */
import { importEsm } from '../mdx/esm';
import { recordsOfPage, type HNode, type PageData, type ParseHtml } from './records';

let parse: ParseHtml;
beforeAll(async () => {
  const { fromHtml } = await importEsm('hast-util-from-html');
  parse = (html: string) => fromHtml(html, { fragment: true }) as HNode;
});

const docPage: PageData = {
  path: '/material-ui/react-button/',
  result: {
    pageContext: { language: 'en', pathname: '/material-ui/react-button', productId: 'material-ui' },
    data: {
      mdx: {
        frontmatter: { title: 'Button', description: 'Buttons allow users to take actions.' },
        doc: {
          toc: [],
          demos: {},
          body: [
            {
              html: '<p>Buttons communicate actions <code dir="ltr">onClick</code>.</p>\n<h2 id="basic-button">Basic button<a class="anchor-link" href="#basic-button" aria-label="Link to this section: Basic button"></a></h2>\n<p>The <code>Button</code> comes in three variants.</p>',
            },
            { demo: 'BasicButtons' },
            {
              html: '<h3 id="sizes">Sizes</h3><div class="MuiCode-root"><pre><code>&lt;Button size="small" disableElevation /&gt;\nconst theme = createTheme();</code></pre><button class="MuiCode-copy"><span>Copy</span></button><span role="status" class="MuiCode-status"></span></div><p>Small, medium, large.</p>',
            },
          ],
        },
      },
    },
  },
};

test('a documentation page: one record for the page, one per section, with their anchors, text and names', () => {
  const records = recordsOfPage(docPage, parse);
  expect(records.map((r) => [r.kind, r.url, r.section])).toEqual([
    ['page', '/material-ui/react-button/', ''],
    ['section', '/material-ui/react-button/#basic-button', 'Basic button'],
    ['section', '/material-ui/react-button/#sizes', 'Sizes'],
  ]);
  const [page, basic, sizes] = records;
  expect(page).toMatchObject({
    page: 'Button',
    product: 'material-ui',
    description: 'Buttons allow users to take actions.',
    text: 'Buttons communicate actions onClick.',
  });
  // The demos' names and inline code are names a reader may type.
  expect(page.names.split(' ')).toEqual(expect.arrayContaining(['BasicButtons', 'onClick']));
  expect(basic.text).toBe('The Button comes in three variants.');
  // Code blocks give their identifiers, not their text; the copy button's label is not content.
  expect(sizes.names.split(' ')).toEqual(expect.arrayContaining(['Button', 'disableElevation', 'createTheme']));
  expect(sizes.text).toBe('Small, medium, large.');
  expect(records.map((r) => r.text).join(' ')).not.toMatch(/Copy|Link to this section/);
});

const apiPage: PageData = {
  path: '/material-ui/api/button/',
  result: {
    pageContext: { language: 'zh', pathname: '/material-ui/api/button', productId: 'material-ui' },
    data: {
      apiPage: {
        title: 'Button API',
        description: 'API reference of the React Button component.',
        search: {
          name: 'Button',
          kind: 'component',
          packageName: '@mui/material',
          props: [
            { name: 'variant', description: 'The variant to use.' },
            { name: 'disableElevation', description: 'If true, no elevation is used.' },
          ],
          classes: ['MuiButton-root', 'Mui-disabled'],
          slots: [],
          demos: 3,
        },
        doc: {
          body: [{ html: '<div class="MuiApi-root"><h2 id="import">导入</h2></div>' }],
          demos: {},
          toc: [
            { text: '导入', hash: 'import', level: 2, children: [] },
            {
              text: '属性',
              hash: 'props',
              level: 2,
              children: [
                { text: 'disableElevation', hash: 'props-disableElevation', level: 3, children: [] },
                { text: 'variant', hash: 'props-variant', level: 3, children: [] },
              ],
            },
            { text: 'CSS 类名', hash: 'classes', level: 2, children: [] },
          ],
        },
      },
    },
  },
};

test('a section the build generated (the /versions/ table) is searched with the page, first', () => {
  const generated = {
    body: [{ html: '<h2 id="released-versions">Released versions</h2><table><tr><td>Material UI</td><td>v6.1.2</td></tr></table>' }],
    toc: [{ text: 'Released versions', hash: 'released-versions', level: 2 as const, children: [] }],
  };
  const versions: PageData = {
    ...docPage,
    result: { ...docPage.result, pageContext: { ...docPage.result.pageContext, generated } },
  };
  const records = recordsOfPage(versions, parse);
  expect(records[1]).toMatchObject({ kind: 'section', url: '/material-ui/react-button/#released-versions', section: 'Released versions' });
  expect(records[1].text).toContain('Material UI v6.1.2');
});

test('an API page: the component, each prop at its row, the CSS classes', () => {
  const records = recordsOfPage(apiPage, parse);
  expect(records.map((r) => [r.kind, r.url, r.section])).toEqual([
    ['api', '/material-ui/api/button/', ''],
    ['prop', '/material-ui/api/button/#props-disableElevation', 'disableElevation'],
    ['prop', '/material-ui/api/button/#props-variant', 'variant'],
    ['part', '/material-ui/api/button/#classes', 'CSS 类名'],
  ]);
  expect(records[0].names).toBe('Button @mui/material');
  expect(records[1].names).toBe('disableElevation');
  expect(records[1].description).toBe('If true, no elevation is used.');
  expect(records[3].names).toBe('MuiButton-root Mui-disabled');
});

test('an interface page: the interface, then each member at its row, also when the ToC lists only the interfaces they come from', () => {
  const gridApi: PageData = {
    path: '/x/api/data-grid/grid-api/',
    result: {
      pageContext: { language: 'en', pathname: '/x/api/data-grid/grid-api', productId: 'x-data-grid' },
      data: {
        apiPage: {
          title: 'GridApi API',
          description: 'API reference of the GridApi interface.',
          search: {
            name: 'GridApi',
            kind: 'interface',
            packageName: '@mui/x-data-grid',
            props: [
              { name: 'getRow', description: 'Gets the row data with a given id.' },
              { name: 'setFilterModel', description: 'Sets the filter model to the one given by model.' },
            ],
            classes: [],
            slots: [],
            demos: 0,
          },
          doc: {
            body: [
              { html: '<div class="MuiApi-root"><h2 id="import">Import</h2><h2 id="members">Members</h2><h3 id="members-grid-filter-api">GridFilterApi</h3></div>' },
            ],
            demos: {},
            toc: [
              { text: 'Import', hash: 'import', level: 2, children: [] },
              {
                text: 'Members',
                hash: 'members',
                level: 2,
                children: [
                  { text: 'GridFilterApi', hash: 'members-grid-filter-api', level: 3, children: [] },
                  { text: 'GridRowApi', hash: 'members-grid-row-api', level: 3, children: [] },
                ],
              },
            ],
          },
        },
      },
    },
  };
  const records = recordsOfPage(gridApi, parse);
  expect(records.map((r) => [r.kind, r.url, r.section])).toEqual([
    ['api', '/x/api/data-grid/grid-api/', ''],
    ['prop', '/x/api/data-grid/grid-api/#members-getRow', 'getRow'],
    ['prop', '/x/api/data-grid/grid-api/#members-setFilterModel', 'setFilterModel'],
  ]);
  expect(records[0].names).toBe('GridApi @mui/x-data-grid');
  expect(records[2].description).toBe('Sets the filter model to the one given by model.');
});

test('pages without a product page (home, 404) give no record', () => {
  expect(recordsOfPage({ path: '/', result: { data: {}, pageContext: { language: 'en', pathname: '/' } } }, parse)).toEqual([]);
});
