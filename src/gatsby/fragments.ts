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
