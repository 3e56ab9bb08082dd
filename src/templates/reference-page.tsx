import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { DocPageContext } from '../domain/page/context';
import type { ApiPageData } from '../domain/page/queries';
import { DocPageHead, DocPageView } from '../layouts/DocPageView';
import { documentHead } from '../components/PageHead';

/** API reference pages (a component, a hook, a product's index): documentation pages whose body the build
 * writes from the installed packages' declarations (src/node/reference/). No demo code. */
export default function ApiPage({ data, pageContext }: PageProps<ApiPageData, DocPageContext>) {
  return <DocPageView page={data.apiPage} shell={data} pageContext={pageContext} Demo={null} />;
}

export const Head = documentHead(({ data, pageContext }: HeadProps<ApiPageData, DocPageContext>) => (
  <DocPageHead page={data.apiPage} shell={data} pageContext={pageContext} />
));

export const query = graphql`
  query ApiPage($id: String!, $productId: String!, $language: String!) {
    ...ApiPageData
  }
`;
