import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { LANGUAGE_INFO, LANGUAGES } from '../domain/languages';
import type { DocPageContext, StandalonePageContext } from '../domain/page/context';
import { toPageUrl } from '../domain/routing';
import type { FlatSidebarEntry } from '../domain/sidebar';
import { findDuplicatePathnames } from './checks/duplicatePathnames';
import { findDuplicatePages } from './checks/duplicatePages';
import { findMissingPages } from './checks/missingPages';
import { embedsDemo } from './mdx/embedsDemo';

const template = (name: string) => path.resolve(process.cwd(), `src/templates/${name}.tsx`);

interface Query {
  allMdx: { nodes: Array<{ id: string; body: string; fields: { pathname: string; productId: string }; internal: { contentFilePath: string } }> };
  allSidebarEntry: { nodes: Array<FlatSidebarEntry & { productId: string; sourceFile: string }> };
  allProduct: { nodes: Array<{ productId: string; landing: string; sourceFile: string }> };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Query>(`
    {
      allMdx {
        nodes {
          id
          body
          fields {
            pathname
            productId
          }
          internal {
            contentFilePath
          }
        }
      }
      allSidebarEntry(sort: { order: ASC }) {
        nodes {
          productId
          key
          parentKey
          order
          pathname
          sourceFile
        }
      }
      allProduct {
        nodes {
          productId
          landing
          sourceFile
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content', result.errors);
    return;
  }
  const { allMdx, allSidebarEntry, allProduct } = result.data;
  const pages = new Set(allMdx.nodes.map((n) => n.fields.pathname));

  const errors: string[] = findDuplicatePages(allMdx.nodes.map((n) => ({ pathname: n.fields.pathname, file: path.relative(process.cwd(), n.internal.contentFilePath) })));
  for (const product of allProduct.nodes) {
    const entries = allSidebarEntry.nodes.filter((e) => e.productId === product.productId);
    const file = entries[0]?.sourceFile ?? product.sourceFile.replace('product.json', 'sidebar.json');
    if (entries.length === 0) {
      errors.push(`${file} is missing for product "${product.productId}". Fix: add a sidebar.json beside ${product.sourceFile}.`);
      continue;
    }
    const text = fs.readFileSync(path.resolve(process.cwd(), file), 'utf8');
    errors.push(...findDuplicatePathnames({ file, text, entries }), ...findMissingPages(file, entries, pages));
    if (!pages.has(product.landing)) {
      errors.push(`${product.sourceFile}: landing ${product.landing} has no page. Fix: point "landing" at an existing page.`);
    }
  }
  if (errors.length > 0) {
    reporter.panicOnBuild(`Content check failed (${errors.length}):\n${errors.join('\n')}`);
    return;
  }

  for (const language of LANGUAGES) {
    // The UI strings of a language other than English travel in its pages' context (English is bundled).
    const translations = await LANGUAGE_INFO[language].loadDictionary?.();
    for (const node of allMdx.nodes) {
      const context: DocPageContext = { language, translations, id: node.id, productId: node.fields.productId, pathname: node.fields.pathname };
      // Pages with live demos get the template that carries the demo code; the others never load it.
      actions.createPage({ path: toPageUrl(node.fields.pathname, language), component: template(embedsDemo(node.body) ? 'demo-page' : 'doc-page'), context });
    }
    const standalone = (pathname: string): StandalonePageContext => ({ language, translations, pathname });
    actions.createPage({ path: toPageUrl('/', language), component: template('home-page'), context: standalone('/') });
    actions.createPage({ path: toPageUrl('/404', language), component: template('not-found-page'), context: standalone('/404') });
  }
};
