import { graphql } from 'gatsby';
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

/** What `DocPageData` returns: the page (compiled at build time by the `Mdx.doc` field), its product and the
 * products of the switcher. The sidebar is not here: it is one file per product (createPages, PageNav). */
export interface DocPageData {
  mdx: { frontmatter: { title: string; description: string }; doc: RenderedDoc };
  product: ProductData;
  allProduct: { nodes: ProductSummary[] };
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
