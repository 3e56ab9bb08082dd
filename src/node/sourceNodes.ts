import type { GatsbyNode } from 'gatsby';
import type { ApiItem } from '../domain/reference/types';
import { demoPagesByItem, listDocPages } from './reference/demoUsage';
import { loadApiReference } from './reference/reference';
import { CONTENT_DIR, readProductFile } from './content/products';

/**
 * One `ApiPage` node per component, hook and interface of the API reference, and one per product's API index: the
 * extracted data (src/node/reference/reference.ts, cached by package version) and the pages whose demos use the
 * item. createPages makes their pages; `ApiPage.doc(language)` writes their body.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const activity = reporter.activityTimer('API reference from the installed packages');
  activity.start();
  const reference = await loadApiReference();
  const demos = demoPagesByItem(listDocPages(CONTENT_DIR), reference.items);
  const create = (content: Record<string, unknown> & { pathname: string }) =>
    actions.createNode({
      ...content,
      id: createNodeId(`api-page-${content.pathname}`),
      internal: { type: 'ApiPage', contentDigest: createContentDigest(content) },
    });

  for (const item of reference.items) {
    create({
      kind: item.kind,
      name: item.name,
      productId: item.productId,
      packageName: item.packageName,
      pathname: item.pathname,
      title: `${item.name} API`,
      description: describe(item),
      item,
      items: null,
      demos: demos.get(item.pathname) ?? [],
    });
  }
  reference.specs.forEach((spec, index) => {
    const product = readProductFile(spec.productId);
    const pkg = reference.packages[index];
    create({
      kind: 'index',
      name: product.api!.title,
      productId: spec.productId,
      packageName: spec.packageName,
      pathname: spec.apiPath,
      title: product.api!.title,
      description: product.api!.description,
      item: null,
      items: pkg.items,
      demos: [],
    });
  });
  activity.setStatus(`${reference.items.length} pages from ${reference.packages.length} packages, ${reference.skipped.length} exports skipped`);
  activity.end();
};

const WHAT: Record<ApiItem['kind'], (name: string) => string> = {
  component: (name) => `the React ${name} component: its props, CSS classes and slots`,
  hook: (name) => `the ${name} hook: its parameters and return value`,
  interface: (name) => `the ${name} interface: its members with their types, defaults and descriptions`,
};

function describe(item: ApiItem): string {
  if (item.elsewhere) {
    const plan = `${item.elsewhere.plan.charAt(0).toUpperCase()}${item.elsewhere.plan.slice(1)} plan`;
    return `API reference of the ${item.name} interface, exported by ${item.packageName} (${plan}).`;
  }
  return `API reference of ${WHAT[item.kind](item.name)}, from ${item.packageName}.`;
}
