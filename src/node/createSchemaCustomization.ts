import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import site from '../config/site.json';
import { buildDemo } from './demos/buildDemo';
import { createVersionResolver } from './demos/installedVersions';
import { getDemoFolder } from './demos/locateDemo';
import { compileDoc, type CompiledDoc } from './mdx/compileDoc';
import { loadHighlighter } from './mdx/highlight';

const typeDefs = `
  type ProductVersion {
    text: String!
    href: String!
    current: Boolean!
  }
  type Product implements Node @dontInfer {
    productId: String!
    name: String!
    category: String!
    order: Int!
    description: String!
    basePath: String!
    landing: String!
    logo: String!
    versions: [ProductVersion!]!
    sourceFile: String!
  }
  """One entry of a product's navigation; key/parentKey rebuild the tree."""
  type SidebarEntry implements Node @dontInfer {
    productId: String!
    key: String!
    parentKey: String
    order: Int!
    pathname: String!
    title: String
    displayTitle: String!
    subheader: String
    plan: String
    newFeature: Boolean
    planned: Boolean
    unstable: Boolean
    beta: Boolean
    legacy: Boolean
    deprecated: Boolean
    icon: String
    linkProps: JSON
    inSideNav: Boolean
    external: Boolean!
    sourceFile: String!
  }
  type MdxFrontmatter {
    title: String!
    description: String!
  }
  type MdxFields {
    pathname: String!
    productId: String!
  }
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }
`;

/** Build-process cache of compiled documents, keyed by content digest (stale keys are never read again). */
const compiledDocs = new Map<string, Promise<CompiledDoc>>();
const resolveVersion = createVersionResolver();
const contentRoot = path.join(process.cwd(), 'content');
const demoCacheDir = path.join(process.cwd(), '.cache', 'docs-demos');

interface MdxSource {
  body: string;
  fields: { productId: string };
  internal: { contentFilePath: string; contentDigest: string };
}
interface NodeModel {
  findAll(args: { type: string; query: unknown }): Promise<{ entries: Iterable<{ internal: { contentDigest: string } }> }>;
}

/** The page's demo files as File nodes: reading them through the node model makes Gatsby re-run the
 * page query when a demo changes (in `gatsby develop`), and their digests key the compile cache. */
async function demoDigests(file: string, nodeModel: NodeModel): Promise<string> {
  const { entries } = await nodeModel.findAll({ type: 'File', query: { filter: { dir: { eq: getDemoFolder(file) } } } });
  return [...entries].map((node) => node.internal.contentDigest).sort().join(',');
}

async function compileMdx(source: MdxSource): Promise<CompiledDoc> {
  const file = source.internal.contentFilePath;
  const raw = fs.readFileSync(file, 'utf8');
  const lineOffset = raw.slice(0, raw.length - source.body.length).split('\n').length - 1;
  const highlighter = await loadHighlighter();
  return compileDoc(
    source.body,
    { file: relativeToCwd(file), lineOffset },
    {
      loadDemo: (name) =>
        buildDemo(file, name, {
          contentRoot,
          productId: source.fields.productId,
          sourceCodeUrl: site.sourceCodeUrl,
          highlighter,
          resolveVersion,
          cacheDir: demoCacheDir,
        }),
    },
  );
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  actions.createTypes([
    typeDefs,
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      fields: {
        doc: {
          type: 'JSON!',
          description: 'The page compiled to a JSON hast tree and its table of contents.',
          resolve: async (source: MdxSource, _args: unknown, context: { nodeModel: NodeModel }) => {
            // Each document is queried once per language: compile it once per version of it and its demos.
            const key = `${source.internal.contentDigest}|${await demoDigests(source.internal.contentFilePath, context.nodeModel)}`;
            let compiled = compiledDocs.get(key);
            if (!compiled) {
              compiled = compileMdx(source);
              compiledDocs.set(key, compiled);
            }
            return compiled;
          },
        },
      },
    }),
  ]);
};

const relativeToCwd = (file: string) => file.replace(`${process.cwd()}/`, '');
