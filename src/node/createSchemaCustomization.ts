import fs from 'fs';
import type { GatsbyNode } from 'gatsby';
import { compileDoc, type CompiledDoc } from './mdx/compileDoc';

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
          resolve: (source: { body: string; internal: { contentFilePath: string; contentDigest: string } }) => {
            // Each document is queried once per language: compile it once per content version.
            const key = source.internal.contentDigest;
            let compiled = compiledDocs.get(key);
            if (!compiled) {
              const file = source.internal.contentFilePath;
              const raw = fs.readFileSync(file, 'utf8');
              const lineOffset = raw.slice(0, raw.length - source.body.length).split('\n').length - 1;
              compiled = compileDoc(source.body, { file: relativeToCwd(file), lineOffset });
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
