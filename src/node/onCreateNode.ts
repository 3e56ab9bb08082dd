import path from 'path';
import type { GatsbyNode, Node } from 'gatsby';
import { flattenSidebarTree, isExternal, pageToTitle, type SidebarPage } from '../domain/sidebar';
import { expandGeneratedEntries } from '../domain/reference/sidebar';
import { getProductTraits } from '../domain/products';
import { getProductInfoFromUrl, productOwnsUrl } from '../domain/routing';
import { frontmatterSchema, formatIssues, parseJsonFile, sidebarFileSchema, type ProductFile } from './schemas';
import { loadApiReference } from './reference/reference';
import { mdxPathname, readProductFile, validateProductFile } from './content/products';
import { installedVersionLabel } from './installedVersions';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  relativeDirectory: string;
  name: string;
  extension: string;
  absolutePath: string;
}

/**
 * Sources product.json and sidebar.json files into Product and SidebarEntry nodes,
 * and gives each MDX page its pathname and product. Bad content fails the build.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, reporter } = args;
  try {
    if (node.internal.type === 'File') await onFile(args, node as FileNode);
    if (node.internal.type === 'Mdx') onMdx(args, node);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

type Args = Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0];

async function onFile({ actions, createNodeId, createContentDigest, loadNodeContent }: Args, file: FileNode) {
  if (file.sourceInstanceName !== 'content' || file.extension !== 'json' || file.relativeDirectory.includes('/')) return;
  const display = path.join('content', file.relativePath);
  if (file.name === 'product') {
    const { id, versions, ...product } = validateProductFile(display, await loadNodeContent(file));
    const content = {
      ...product,
      productId: id,
      category: getProductTraits(id).category,
      sourceFile: display,
      versions: versions.map((v) => ({
        text: 'package' in v ? installedVersionLabel(v.package) : v.text,
        href: v.href,
        current: 'current' in v,
      })),
    };
    createChild(actions, file, {
      ...content,
      id: createNodeId(`product-${id}`),
      internal: { type: 'Product', contentDigest: createContentDigest(content) },
    });
  } else if (file.name === 'sidebar') {
    const parsed = sidebarFileSchema.safeParse(parseJsonFile(display, await loadNodeContent(file)));
    if (!parsed.success) throw new Error(formatIssues(display, parsed.error));
    const product = readProductFile(file.relativeDirectory);
    const productId = product.id;
    for (const entry of flattenSidebarTree(await withApiEntries(display, parsed.data, product))) {
      const content = {
        ...entry,
        productId,
        displayTitle: pageToTitle(entry),
        external: isExternal(entry.pathname),
        sourceFile: display,
      };
      createChild(actions, file, {
        ...content,
        id: createNodeId(`sidebar-${productId}-${entry.key}`),
        internal: { type: 'SidebarEntry', contentDigest: createContentDigest(content) },
      });
    }
  }
}

/**
 * Creates a node owned by its file: when the file changes or is deleted, Gatsby drops the
 * old children, so an edited sidebar.json never leaves stale entries behind (dev server and cache).
 */
function createChild(actions: Args['actions'], file: FileNode, node: { id: string; internal: { type: string; contentDigest: string } }) {
  const child = { ...node, parent: file.id, children: [] };
  actions.createNode(child);
  actions.createParentChildLink({ parent: file, child: child as unknown as Node });
}

function onMdx({ actions }: Args, node: Node) {
  const file = (node.internal as { contentFilePath?: string }).contentFilePath ?? '';
  const display = path.relative(process.cwd(), file);
  const result = frontmatterSchema.safeParse((node as { frontmatter?: unknown }).frontmatter ?? {});
  if (!result.success) {
    throw new Error(`${formatIssues(`${display} (frontmatter)`, result.error)}\n  Frontmatter needs exactly: title, description.`);
  }
  const { folder, pathname, language } = mdxPathname(file);
  const { id: productId } = readProductFile(folder);
  if (!productOwnsUrl(productId, getProductTraits(productId).category, pathname)) {
    const { productId: fromUrl } = getProductInfoFromUrl(`${pathname}/`);
    throw new Error(
      `${display}: its URL ${pathname} belongs to product "${fromUrl}", not "${productId}" (content/${folder}). Fix: change the product's basePath or move the file.`,
    );
  }
  actions.createNodeField({ node, name: 'pathname', value: pathname });
  actions.createNodeField({ node, name: 'productId', value: productId });
  actions.createNodeField({ node, name: 'language', value: language });
}

/** The sidebar with its generated API entry (`"generated": "api"`) expanded into the product's API pages. */
async function withApiEntries(display: string, entries: SidebarPage[], product: ProductFile): Promise<SidebarPage[]> {
  if (!JSON.stringify(entries).includes('"generated":"api"')) return entries;
  const reference = await loadApiReference();
  const errors: string[] = [];
  const expanded = expandGeneratedEntries(
    entries,
    (pathname) => {
      if (!product.api)
        return `${display}: the entry ${pathname} has "generated": "api" but content/${product.id}/product.json has no "api". Fix: add "api": { "package", "path", "title", "description" } there, or remove "generated".`;
      if (pathname !== product.api.path)
        return `${display}: the generated API entry's pathname ${pathname} is not the product's api.path ${product.api.path}. Fix: make them the same.`;
      return { title: product.api.title, items: reference.items.filter((item) => item.productId === product.id) };
    },
    errors,
  );
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return expanded;
}
