import type { GatsbyNode } from 'gatsby';
import { resolveDoc } from './mdx/docField';

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

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  actions.createTypes([
    typeDefs,
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      fields: {
        doc: {
          type: 'JSON!',
          args: { language: { type: 'String', defaultValue: 'en', description: 'A language code of src/domain/languages.ts.' } },
          description: 'The page in one language: its body as static HTML split at its live demos, its table of contents and its demos.',
          resolve: resolveDoc, // src/node/mdx/docField.ts
        },
      },
    }),
  ]);
};
