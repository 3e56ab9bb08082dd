import { graphql } from 'gatsby';

// What each fragment returns is typed in src/domain/page/queries.ts: change both together.

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

/** Everything an API reference page shows, for the reference-page template; `search` is what the site search indexes. */
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
