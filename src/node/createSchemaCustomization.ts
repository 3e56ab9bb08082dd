import type { GatsbyNode } from 'gatsby';
import { resolveApiDoc, resolveApiSearch } from './reference/apiField';
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
  """A page of the API reference (a component, a hook, or a product's index), generated from the installed packages."""
  type ApiPage implements Node @dontInfer {
    kind: String!
    name: String!
    productId: String!
    packageName: String!
    pathname: String!
    title: String!
    description: String!
    item: JSON
    items: JSON
    demos: JSON!
  }
  type MdxFrontmatter {
    title: String!
    description: String!
  }
  type MdxFields {
    pathname: String!
    productId: String!
    """The language the page is written in: 'en', or another for a translation (name.zh.mdx)."""
    language: String!
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
    schema.buildObjectType({
      name: 'ApiPage',
      interfaces: ['Node'],
      fields: {
        doc: {
          type: 'JSON!',
          args: { language: { type: 'String', defaultValue: 'en', description: 'A language code of src/domain/languages.ts.' } },
          description: 'The page in one language, as a documentation page has it: its body as static HTML and its table of contents.',
          resolve: resolveApiDoc, // src/node/reference/apiField.ts
        },
        search: {
          type: 'JSON',
          description: 'What the site search indexes: the name, props with the first sentence of their description, class names, slots.',
          resolve: resolveApiSearch,
        },
      },
    }),
  ]);
};
