import { graphql } from 'gatsby';

/** The product fields the shell shows (switcher, cards); shared by the page queries. */
export const productSummary = graphql`
  fragment ProductSummary on Product {
    productId
    name
    description
    landing
    logo
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
      doc
    }
    product(productId: { eq: $productId }) {
      ...ProductSummary
      category
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
    allSidebarEntry(filter: { productId: { eq: $productId } }, sort: { order: ASC }) {
      nodes {
        key
        parentKey
        order
        pathname
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
  }
`;
