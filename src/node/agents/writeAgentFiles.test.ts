/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { PageData } from '../pageData';
import { writeAgentFiles } from './writeAgentFiles';

/** A warm build writes the same twins, deriving again only the pages whose data changed. */
const SITE = { title: 'Docs', description: 'The docs.', siteUrl: 'https://docs.example' };

function page(pathname: string, paragraph: string): PageData {
  return {
    path: `${pathname}/`,
    result: {
      data: { mdx: { frontmatter: { title: pathname.split('/').pop()!, description: 'A page.' }, doc: { body: [{ html: `<p>${paragraph}</p>` }], toc: [], demos: {} } } },
      pageContext: { language: 'en', pathname, productId: 'material-ui' },
    },
  };
}

function writePage(publicDir: string, data: PageData) {
  const file = path.join(publicDir, 'page-data', data.path, 'page-data.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(data));
}

test('a second build takes unchanged pages from the cache and derives the edited one again, with the same twins', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agents-'));
  const publicDir = path.join(root, 'public');
  const cacheDir = path.join(root, 'cache');
  writePage(publicDir, page('/material-ui/react-a', 'First text.'));
  writePage(publicDir, page('/material-ui/react-b', 'Second text.'));
  const twinOf = (name: string) => fs.readFileSync(path.join(publicDir, `material-ui/${name}.md`), 'utf8');

  const cold = await writeAgentFiles(publicDir, cacheDir, SITE);
  expect([cold.twins, cold.fromCache]).toEqual([2, 0]);
  const coldB = twinOf('react-b');
  expect(twinOf('react-a')).toContain('First text.');

  writePage(publicDir, page('/material-ui/react-a', 'Edited text.'));
  const warm = await writeAgentFiles(publicDir, cacheDir, SITE);
  expect([warm.twins, warm.fromCache]).toEqual([2, 1]);
  expect(twinOf('react-a')).toContain('Edited text.');
  expect(twinOf('react-b')).toBe(coldB);
  // llms-full.txt is written from the twins, cached or not.
  expect(fs.readFileSync(path.join(publicDir, 'material-ui/llms-full.txt'), 'utf8')).toContain('Edited text.');
});
