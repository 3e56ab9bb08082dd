import type { FlatSidebarEntry } from '../../domain/sidebar';

/**
 * What createPages reads of the content, in one query: the MDX pages, every product's sidebar entries, the products
 * and the API reference's pages. The result's type sits beside the query that returns it: change both together
 * (`npm run test:graphql` runs this query against the schema).
 */
export const CONTENT_QUERY = `
  {
    allMdx {
      nodes {
        id
        body
        frontmatter {
          title
        }
        fields {
          pathname
          productId
          language
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
        title
        subheader
        plan
        newFeature
        planned
        unstable
        beta
        legacy
        deprecated
        icon
        linkProps
        inSideNav
      }
    }
    allProduct {
      nodes {
        productId
        name
        logo
        landing
        sourceFile
      }
    }
    allApiPage {
      nodes {
        id
        pathname
        productId
        packageName
        title
      }
    }
  }
`;

export interface MdxPage {
  id: string;
  body: string;
  frontmatter: { title: string };
  fields: { pathname: string; productId: string; language: string };
  internal: { contentFilePath: string };
}

export type SidebarEntryNode = FlatSidebarEntry & { productId: string; sourceFile: string };
export interface ProductNode {
  productId: string;
  name: string;
  logo: string;
  landing: string;
  sourceFile: string;
}
export interface ReferencePageNode {
  id: string;
  pathname: string;
  productId: string;
  packageName: string;
  title: string;
}

export interface ContentQueryResult {
  allMdx: { nodes: MdxPage[] };
  allSidebarEntry: { nodes: SidebarEntryNode[] };
  allProduct: { nodes: ProductNode[] };
  allApiPage: { nodes: ReferencePageNode[] };
}
