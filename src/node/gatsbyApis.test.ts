/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createPages } from './createPages';
import { onCreateNode } from './onCreateNode';

const reporter = () => ({ panicOnBuild: jest.fn(), warn: jest.fn() });
const cwd = process.cwd();

describe('onCreateNode: MDX frontmatter', () => {
  const file = path.join(cwd, 'content/material-ui/docs/getting-started/installation.mdx');
  const run = async (frontmatter: unknown) => {
    const r = reporter();
    const actions = { createNodeField: jest.fn() };
    const node = { id: '1', internal: { type: 'Mdx', contentFilePath: file }, frontmatter };
    await (onCreateNode as (args: object) => unknown)({ node, reporter: r, actions });
    return { r, actions };
  };

  test('valid frontmatter gives the page its pathname and product', async () => {
    const { r, actions } = await run({ title: 'Installation', description: 'How to install.' });
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    expect(actions.createNodeField).toHaveBeenCalledWith(expect.objectContaining({ name: 'pathname', value: '/material-ui/getting-started/installation' }));
    expect(actions.createNodeField).toHaveBeenCalledWith(expect.objectContaining({ name: 'productId', value: 'material-ui' }));
  });

  test.each([
    [{ title: 'T' }, /description: Required\. Fix: add this field\./],
    [{ title: 'T', description: 'D', tags: ['x'] }, /\(root\): Unrecognized key\(s\) in object: 'tags' \(tags\)\. Fix: remove it or check its spelling/],
    [{ title: 42, description: 'D' }, /title: Expected string, received number\. Fix: give it the expected type/],
  ])('bad frontmatter %j fails the build naming file, field and fix', async (frontmatter, message) => {
    const { r } = await run(frontmatter);
    expect(r.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('content/material-ui/docs/getting-started/installation.mdx (frontmatter) is invalid'));
    expect(r.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(message));
  });
});

describe('onCreateNode: product.json', () => {
  const run = async (product: Record<string, unknown>) => {
    const r = reporter();
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const file = {
      id: 'f',
      internal: { type: 'File' },
      sourceInstanceName: 'content',
      extension: 'json',
      name: 'product',
      relativeDirectory: 'joy-ui',
      relativePath: 'joy-ui/product.json',
    };
    const args = {
      node: file,
      reporter: r,
      actions,
      createNodeId: (s: string) => s,
      createContentDigest: () => 'd',
      loadNodeContent: async () => JSON.stringify(product),
    };
    await (onCreateNode as (args: object) => unknown)(args);
    return { r, actions };
  };
  const joy = JSON.parse(fs.readFileSync(path.join(cwd, 'content/joy-ui/product.json'), 'utf8'));

  test('a product node gets its category from the products table and its version label from the installed package', async () => {
    const { r, actions } = await run(joy);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    const node = actions.createNode.mock.calls[0][0];
    expect(node).toMatchObject({ productId: 'joy-ui', category: 'core' });
    const installed = JSON.parse(fs.readFileSync(path.join(cwd, 'node_modules/@mui/joy/package.json'), 'utf8')).version;
    expect(node.versions[0]).toEqual({ text: `v${installed}`, href: '/joy-ui/getting-started/', current: true });
  });

  test('an id outside the products table fails the build and says where products are declared', async () => {
    const { r } = await run({ ...joy, id: 'joy-iu' });
    expect(r.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('content/joy-ui/product.json'));
    expect(r.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('src/domain/products.ts'));
  });
});

describe('createPages: content checks', () => {
  const sidebarText = fs.readFileSync(path.join(cwd, 'content/joy-ui/sidebar.json'), 'utf8');
  const mdx = (pathname: string, language = 'en') => {
    const productId = pathname.split('/')[1];
    return {
      id: language === 'en' ? pathname : `${pathname} (${language})`,
      body: pathname.endsWith('button') ? '<Demo name="Basic" />\n' : '## Text\n',
      frontmatter: { title: `Title of ${pathname}` },
      fields: { pathname, productId, language },
      internal: { contentFilePath: path.join(cwd, `content/${productId}/docs${pathname}${language === 'en' ? '' : `.${language}`}.mdx`) },
    };
  };
  const entry = (key: string, pathname: string, parentKey: string | null = null) => ({
    key,
    parentKey,
    order: Number(key.replace(/\./g, '')),
    pathname,
    productId: 'joy-ui',
    sourceFile: 'content/joy-ui/sidebar.json',
  });
  /** Products whose starters (content/<product>/starters/) the project has, with their gallery page and its sidebar entry. */
  const STARTER_GALLERIES = {
    'material-ui': '/material-ui/getting-started/templates',
    'joy-ui': '/joy-ui/getting-started/templates',
  } as const;
  const run = async (
    entries: unknown[],
    pages: string[],
    into?: string,
    apiPages: string[] = [],
    translations: string[] = [],
    { starters = [] }: { starters?: Array<keyof typeof STARTER_GALLERIES> } = {},
  ) => {
    const r = { ...reporter(), warn: jest.fn() };
    const actions = { createPage: jest.fn() };
    const galleries = starters.map((id) => STARTER_GALLERIES[id]);
    // Material UI's gallery is its product's only page here: the product and a one-entry sidebar come with it.
    const material = starters.includes('material-ui');
    const graphql = jest.fn().mockResolvedValue({
      data: {
        allMdx: { nodes: [...[...pages, ...galleries].map((p) => mdx(p)), ...translations.map((p) => mdx(p, 'zh'))] },
        allSidebarEntry: {
          nodes: [
            ...entries,
            ...galleries.filter((g) => g.startsWith('/joy-ui/')).map((g, i) => entry(`9${i}`, g)),
            ...(material ? [{ ...entry('0', STARTER_GALLERIES['material-ui']), productId: 'material-ui', sourceFile: 'content/material-ui/sidebar.json' }] : []),
          ],
        },
        allProduct: {
          nodes: [
            { productId: 'joy-ui', name: 'Joy UI', logo: '/logos/joy-ui.svg', landing: '/joy-ui/getting-started', sourceFile: 'content/joy-ui/product.json' },
            ...(material
              ? [
                  {
                    productId: 'material-ui',
                    name: 'Material UI',
                    logo: '/logos/material-ui.svg',
                    landing: STARTER_GALLERIES['material-ui'],
                    sourceFile: 'content/material-ui/product.json',
                  },
                ]
              : []),
          ],
        },
        allApiPage: { nodes: apiPages.map((pathname) => ({ id: `api ${pathname}`, pathname, productId: 'joy-ui', packageName: '@mui/joy', title: `${pathname} API` })) },
      },
    });
    // The build writes the product navigation into <project>/public: here a temporary project with the same sidebar.json.
    const project = into ?? fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pages-'));
    fs.mkdirSync(path.join(project, 'content/joy-ui'), { recursive: true });
    fs.writeFileSync(path.join(project, 'content/joy-ui/sidebar.json'), sidebarText);
    // The social cards' plan reads the logos and digests the card renderer (its source and fonts).
    for (const folder of ['static', 'src', 'node_modules']) {
      if (!fs.existsSync(path.join(project, folder))) fs.symlinkSync(path.join(cwd, folder), path.join(project, folder));
    }
    // The starters are the project's own (createPages makes their pages and writes their source).
    for (const id of starters) {
      const folder = path.join(project, `content/${id}/starters`);
      if (!fs.existsSync(folder)) {
        fs.mkdirSync(path.dirname(folder), { recursive: true });
        fs.symlinkSync(path.join(cwd, `content/${id}/starters`), folder);
      }
    }
    if (material) fs.writeFileSync(path.join(project, 'content/material-ui/sidebar.json'), JSON.stringify([{ pathname: STARTER_GALLERIES['material-ui'] }], null, 2));
    const cwdSpy = jest.spyOn(process, 'cwd').mockReturnValue(project);
    try {
      await (createPages as (args: object) => unknown)({ graphql, actions, reporter: r });
    } finally {
      cwdSpy.mockRestore();
    }
    return { r, actions, project };
  };

  test('good content creates every page in both languages plus home, 404 and offline pages', async () => {
    const { r, actions } = await run([entry('0', '/joy-ui/getting-started')], ['/joy-ui/getting-started']);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    const isTemplate = (p: string) => p.includes('/material-ui/getting-started/templates/');
    expect(
      actions.createPage.mock.calls
        .map(([p]) => p.path)
        .filter((p) => !isTemplate(p))
        .sort(),
    ).toEqual(['/', '/404/', '/joy-ui/getting-started/', '/offline/', '/zh/', '/zh/404/', '/zh/joy-ui/getting-started/', '/zh/offline/']);
    // The offline pages (made into /offline.html after the build) use their own template.
    const offline = actions.createPage.mock.calls.filter(([p]) => p.path.endsWith('/offline/'));
    for (const [page] of offline) expect(page.component).toMatch(/offline-page\.tsx$/);
  });

  test('every page context carries its language, pathname and ids; zh pages get the zh strings, en pages none', async () => {
    const { actions } = await run([entry('0', '/joy-ui/getting-started')], ['/joy-ui/getting-started']);
    const contexts = Object.fromEntries(actions.createPage.mock.calls.map(([p]) => [p.path, p.context]));
    expect(contexts['/joy-ui/getting-started/']).toEqual({
      language: 'en',
      translations: undefined,
      id: '/joy-ui/getting-started',
      productId: 'joy-ui',
      pathname: '/joy-ui/getting-started',
      nav: { url: expect.stringMatching(/^\/nav\/joy-ui\.[0-9a-f]{16}\.json$/), prev: null, next: null },
      card: expect.stringMatching(/^\/cards\/[0-9a-f]{16}\.png$/),
      // The MDX file from the project's root (the fixture's files live in the real project: a path up from the temporary one).
      source: { path: expect.stringMatching(/(^|\/)content\/joy-ui\/docs\/joy-ui\/getting-started\.mdx$/), lastUpdated: null },
    });
    expect(contexts['/zh/joy-ui/getting-started/'].translations['toc.contents']).toBe('目录');
    expect(contexts['/zh/404/']).toMatchObject({ language: 'zh', pathname: '/404' });
    expect(contexts['/']).toEqual({ language: 'en', translations: undefined, pathname: '/', card: expect.stringMatching(/^\/cards\/[0-9a-f]{16}\.png$/) });
  });

  test("social cards: each page names its card; an untranslated page shares its original's; the plan lists them for after the build", async () => {
    const { actions, project } = await run([entry('0', '/joy-ui/getting-started')], ['/joy-ui/getting-started'], undefined, ['/joy-ui/api/button']);
    const contexts = Object.fromEntries(actions.createPage.mock.calls.map(([p]) => [p.path, p.context]));
    const card = contexts['/joy-ui/getting-started/'].card;
    expect(contexts['/zh/joy-ui/getting-started/'].card).toBe(card);
    expect(contexts['/joy-ui/api/button/'].card).not.toBe(card);
    const plan = JSON.parse(fs.readFileSync(path.join(project, '.cache/docs-cards/plan.json'), 'utf8'));
    expect(plan[card.replace(/^\/cards\/|\.png$/g, '')]).toEqual({
      title: 'Title of /joy-ui/getting-started',
      product: 'Joy UI',
      logo: '/logos/joy-ui.svg',
      site: 'MUI docs',
      host: 'mui-docs.example.com',
    });
  });

  test('outside a git checkout: pages name their MDX file but no date, and the build warns once', async () => {
    const { r, actions } = await run([entry('0', '/joy-ui/getting-started')], ['/joy-ui/getting-started'], undefined, ['/joy-ui/api/button']);
    const contexts = Object.fromEntries(actions.createPage.mock.calls.map(([p]) => [p.path, p.context]));
    expect(r.warn).toHaveBeenCalledTimes(1);
    expect(r.warn).toHaveBeenCalledWith(expect.stringMatching(/not a git checkout .*no "Last updated" date/));
    expect(contexts['/zh/joy-ui/getting-started/'].source).toEqual({
      path: expect.stringMatching(/content\/joy-ui\/docs\/joy-ui\/getting-started\.mdx$/),
      lastUpdated: null,
    });
    // A generated page (the API reference) has no source.
    expect(contexts['/joy-ui/api/button/'].source).toBeUndefined();
  });

  test("a product's sidebar is one file the pages name; each page carries only its previous and next pages", async () => {
    const entries = [entry('0', '/joy-ui/getting-started'), entry('1', '/joy-ui/main-features'), entry('1.0', '/joy-ui/react-button', '1')];
    const { actions, project } = await run(entries, ['/joy-ui/getting-started', '/joy-ui/react-button']);
    const contexts = Object.fromEntries(actions.createPage.mock.calls.map(([p]) => [p.path, p.context]));
    const { url } = contexts['/joy-ui/getting-started/'].nav;
    expect(contexts['/zh/joy-ui/react-button/'].nav.url).toBe(url);
    expect(contexts['/joy-ui/getting-started/'].nav.next).toEqual({ pathname: '/joy-ui/react-button', title: 'Button' });
    expect(contexts['/joy-ui/react-button/'].nav).toEqual({ url, prev: { pathname: '/joy-ui/getting-started', title: 'Getting started' }, next: null });
    const file = JSON.parse(fs.readFileSync(path.join(project, 'public', url), 'utf8'));
    expect(file.tree.map((n: { key: string; pathname: string }) => [n.key, n.pathname])).toEqual([
      ['0', '/joy-ui/getting-started'],
      ['1', '/joy-ui/main-features'],
    ]);
    expect(file.tree[1].children[0]).toMatchObject({ key: '1.0', pathname: '/joy-ui/react-button' });
    // Another build of the project with another sidebar writes another file and deletes the old one.
    const again = await run(entries.slice(0, 1), ['/joy-ui/getting-started'], project);
    const newUrl = Object.fromEntries(again.actions.createPage.mock.calls.map(([p]) => [p.path, p.context]))['/joy-ui/getting-started/'].nav.url;
    expect(newUrl).not.toBe(url);
    expect(fs.readdirSync(path.join(project, 'public/nav'))).toEqual([path.basename(newUrl)]);
  });

  test('each sample template gets a full-screen page per language, with its source written once as a hashed file', async () => {
    const { r, actions, project } = await run([entry('0', '/joy-ui/getting-started')], ['/joy-ui/getting-started'], undefined, [], [], {
      starters: ['material-ui', 'joy-ui'],
    });
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    const listed = (id: string) =>
      (JSON.parse(fs.readFileSync(path.join(cwd, `content/${id}/starters/starters.json`), 'utf8')) as { starters: Array<{ slug: string }> }).starters;
    const pages = actions.createPage.mock.calls.map(([p]) => p).filter((p) => /\/templates\/./.test(p.path));
    expect(pages.map((p) => p.path).sort()).toEqual(
      (['material-ui', 'joy-ui'] as const)
        .flatMap((id) => listed(id).flatMap(({ slug }) => [`/${id}/getting-started/templates/${slug}/`, `/zh/${id}/getting-started/templates/${slug}/`]))
        .sort(),
    );
    const checkout = pages.find((p) => p.path === '/material-ui/getting-started/templates/checkout/')!;
    expect(checkout.component).toMatch(/\/src\/templates\/starter\/material-ui\/checkout\.tsx$/);
    expect(checkout.context).toMatchObject({
      language: 'en',
      productId: 'material-ui',
      productName: 'Material UI',
      gallery: '/material-ui/getting-started/templates',
      slug: 'checkout',
      entry: 'Checkout',
      title: 'Checkout',
      pathname: '/material-ui/getting-started/templates/checkout',
    });
    expect(checkout.context.sourceUrl).toMatch(/^\/starters\/material-ui-checkout\.[0-9a-f]{16}\.json$/);
    const source = JSON.parse(fs.readFileSync(path.join(project, 'public', checkout.context.sourceUrl), 'utf8'));
    expect(source.files[0].name).toBe('Checkout.tsx');
    expect(source.files[0].html).toContain('<span class="token');
    expect(source.sandbox.dependencies).toMatchObject({ '@mui/material': expect.stringMatching(/^6\.1\.2$/), react: expect.any(String) });
    // Two products may use one slug: each page and source file is its own product's.
    const joy = pages.find((p) => p.path === '/zh/joy-ui/getting-started/templates/sign-in-side/')!;
    expect(joy.component).toMatch(/\/src\/templates\/starter\/joy-ui\/sign-in-side\.tsx$/);
    expect(joy.context).toMatchObject({
      language: 'zh',
      productId: 'joy-ui',
      productName: 'Joy UI',
      entry: 'SignInSide',
      pathname: '/joy-ui/getting-started/templates/sign-in-side',
    });
    expect(joy.context.sourceUrl).toMatch(/^\/starters\/joy-ui-sign-in-side\.[0-9a-f]{16}\.json$/);
    const joySource = JSON.parse(fs.readFileSync(path.join(project, 'public', joy.context.sourceUrl), 'utf8'));
    expect(joySource.sandbox.dependencies).toMatchObject({ '@mui/joy': '5.0.0-beta.46', '@mui/icons-material': '6.1.2' });
    // Each gallery page carries its cards: Material UI's before its text, Joy UI's after it (its text says "at the end").
    const gallery = (url: string) => actions.createPage.mock.calls.map(([p]) => p).find((p) => p.path === url)!.context.generated;
    expect(gallery('/material-ui/getting-started/templates/')).toMatchObject({ position: 'start', toc: [{ hash: 'templates' }] });
    expect(gallery('/zh/joy-ui/getting-started/templates/')).toMatchObject({ position: 'end', toc: [{ hash: 'templates', text: '模板' }] });
  });

  test('a starter list whose gallery is not a page of its product fails the build, naming the file and the fix', async () => {
    // Joy UI's starters without their gallery page.
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pages-'));
    fs.mkdirSync(path.join(project, 'content/joy-ui/starters'), { recursive: true });
    fs.writeFileSync(
      path.join(project, 'content/joy-ui/starters/starters.json'),
      JSON.stringify({
        gallery: { pathname: '/joy-ui/getting-started/template', position: 'end' },
        starters: [{ slug: 'a', component: 'A', title: 'A', description: 'D' }],
      }),
    );
    fs.mkdirSync(path.join(project, 'content/joy-ui/starters/a'));
    fs.writeFileSync(path.join(project, 'content/joy-ui/starters/a/A.tsx'), 'export default function A() { return null; }\n');
    const { r, actions } = await run([entry('0', '/joy-ui/getting-started')], ['/joy-ui/getting-started'], project);
    expect(r.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('content/joy-ui/starters/starters.json: the gallery "/joy-ui/getting-started/template" is not a page. Fix:'),
    );
    expect(actions.createPage).not.toHaveBeenCalled();
  });

  test('pages that embed a demo get the demo template; the others the plain doc template', async () => {
    const { actions } = await run([entry('0', '/joy-ui/getting-started'), entry('1', '/joy-ui/react-button')], ['/joy-ui/getting-started', '/joy-ui/react-button']);
    const templates = Object.fromEntries(actions.createPage.mock.calls.map(([p]) => [p.path, path.basename(p.component)]));
    expect(templates['/joy-ui/react-button/']).toBe('demo-page.tsx');
    expect(templates['/zh/joy-ui/react-button/']).toBe('demo-page.tsx');
    expect(templates['/joy-ui/getting-started/']).toBe('doc-page.tsx');
  });

  test('a duplicate pathname and an entry without a page fail the build, and no page is created', async () => {
    expect(sidebarText).toContain('"/joy-ui/getting-started"');
    const { r, actions } = await run(
      [entry('0', '/joy-ui/getting-started'), entry('1', '/joy-ui/getting-started'), entry('2', '/joy-ui/instalation')],
      ['/joy-ui/getting-started', '/joy-ui/installation'],
    );
    const message = r.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toMatch(/Duplicated pathname \/joy-ui\/getting-started in content\/joy-ui\/sidebar.json: first at content\/joy-ui\/sidebar.json:\d+/);
    expect(message).toContain('Sidebar entry /joy-ui/instalation in content/joy-ui/sidebar.json has no page');
    expect(message).toContain('Nearest existing pathnames: /joy-ui/installation');
    expect(actions.createPage).not.toHaveBeenCalled();
  });

  test('API reference pages get the api template, in both languages, with their place in the sidebar', async () => {
    const entries = [entry('0', '/joy-ui/getting-started'), entry('1', '/joy-ui/api-group'), entry('1.0', '/joy-ui/api', '1'), entry('1.1', '/joy-ui/api/button', '1')];
    const { r, actions } = await run(entries, ['/joy-ui/getting-started'], undefined, ['/joy-ui/api', '/joy-ui/api/button']);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    const created = Object.fromEntries(actions.createPage.mock.calls.map(([p]) => [p.path, p]));
    for (const url of ['/joy-ui/api/', '/joy-ui/api/button/', '/zh/joy-ui/api/button/']) expect(path.basename(created[url].component)).toBe('reference-page.tsx');
    expect(created['/joy-ui/api/button/'].context).toMatchObject({ id: 'api /joy-ui/api/button', productId: 'joy-ui', pathname: '/joy-ui/api/button', language: 'en' });
    expect(created['/joy-ui/api/button/'].context.nav.prev).toEqual({ pathname: '/joy-ui/api', title: 'Api' });
  });

  test('a generated API page at the URL of an MDX page fails the build, naming both', async () => {
    const { r, actions } = await run([entry('0', '/joy-ui/getting-started'), entry('1', '/joy-ui/api')], ['/joy-ui/getting-started', '/joy-ui/api'], undefined, [
      '/joy-ui/api',
    ]);
    const message = r.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toMatch(/Duplicated page \/joy-ui\/api: \S*content\/joy-ui\/docs\/joy-ui\/api\.mdx and the API reference of @mui\/joy/);
    expect(actions.createPage).not.toHaveBeenCalled();
  });

  test('a translation (name.zh.mdx) is the Chinese page of its original; the English page keeps the original', async () => {
    const { r, actions } = await run([entry('0', '/joy-ui/getting-started')], ['/joy-ui/getting-started'], undefined, [], ['/joy-ui/getting-started']);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    const contexts = Object.fromEntries(actions.createPage.mock.calls.map(([p]) => [p.path, p.context]));
    expect(contexts['/joy-ui/getting-started/'].id).toBe('/joy-ui/getting-started');
    expect(contexts['/zh/joy-ui/getting-started/'].id).toBe('/joy-ui/getting-started (zh)');
  });

  test('a translation without its English page fails the build, naming the file and the fix', async () => {
    const { r, actions } = await run([entry('0', '/joy-ui/getting-started')], ['/joy-ui/getting-started'], undefined, [], ['/joy-ui/gone']);
    const message = r.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toMatch(
      /content\/joy-ui\/docs\/joy-ui\/gone\.zh\.mdx: a translation of \/joy-ui\/gone, which has no English page\. Fix: add the original beside it \(without \.zh\)/,
    );
    expect(actions.createPage).not.toHaveBeenCalled();
  });
});
