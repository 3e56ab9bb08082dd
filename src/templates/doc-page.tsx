import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { DocPageContext } from '../domain/page/context';
import type { DocPageData } from '../domain/page/queries';
import { DocPageHead, DocPageView } from '../layouts/DocPageView';
import { documentHead } from '../components/PageHead';

/** Documentation pages without demos: none of the demo code is downloaded. */
export default function DocPage({ data, pageContext }: PageProps<DocPageData, DocPageContext>) {
  return <DocPageView page={{ ...data.mdx.frontmatter, doc: data.mdx.doc }} shell={data} pageContext={pageContext} Demo={null} />;
}

export const Head = documentHead(({ data, pageContext }: HeadProps<DocPageData, DocPageContext>) => (
  <DocPageHead page={{ ...data.mdx.frontmatter, doc: data.mdx.doc }} shell={data} pageContext={pageContext} />
));

export const query = graphql`
  query DocPage($id: String!, $productId: String!, $language: String!) {
    ...DocPageData
  }
`;
