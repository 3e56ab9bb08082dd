import { graphql } from 'gatsby';
import type { ApiSearchData } from '../domain/api/types';
import type { RenderedDoc } from '../domain/markdown';
import type { ProductData, ProductSummary } from '../domain/page/routeData';

// Each fragment sits beside the type of what it returns: change both together.

/** The product fields the shell shows (switcher, cards); shared by the page queries. Returns `ProductSummary`. */
export const productSummary = graphql`
  fragment ProductSummary on Product {
    productId
    name
    description
    landing
    logo
  }
`;

/** The product parts every page of a product shows (version menu, switcher): `DocShellData` returns this. */
export interface DocShellData {
  product: ProductData;
  allProduct: { nodes: ProductSummary[] };
}

export const docShellData = graphql`
  fragment DocShellData on Query {
    product(productId: { eq: $productId }) {
      ...ProductSummary
      versions {
        text
        href
        current
      }
    }
    allProduct(sort: { order: ASC }) {
      nodes {
        ...ProductSummary
      }
    }
  }
`;

/** What `DocPageData` returns: the page (compiled at build time by the `Mdx.doc` field), its product and the
 * products of the switcher. The sidebar is not here: it is one file per product (createPages, PageNav). */
export interface DocPageData extends DocShellData {
  mdx: { frontmatter: { title: string; description: string }; doc: RenderedDoc };
}

/** Everything a documentation page shows, for the doc-page and demo-page templates. */
export const docPageData = graphql`
  fragment DocPageData on Query {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
      doc(language: $language)
    }
    ...DocShellData
  }
`;

/** What `ApiPageData` returns: an API reference page (`ApiPage.doc` writes its body at build time). */
export interface ApiPageData extends DocShellData {
  apiPage: { title: string; description: string; doc: RenderedDoc; search: ApiSearchData | null };
}

/** Everything an API reference page shows, for the api-page template; `search` is what the site search indexes. */
export const apiPageData = graphql`
  fragment ApiPageData on Query {
    apiPage(id: { eq: $id }) {
      title
      description
      doc(language: $language)
      search
    }
    ...DocShellData
  }
`;
