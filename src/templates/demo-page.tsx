import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { DocPageContext } from '../domain/page/context';
import type { DocPageData } from '../domain/page/queries';
import { DocPageHead, DocPageView } from '../layouts/DocPageView';
import { documentHead } from '../components/PageHead';
import { MaterialDemoVariables } from '../demos/MaterialDemoTheme';
import { getPageDemoTheme } from '../domain/demo';
import { Demo } from '../demos/frame/Demo';

/** Documentation pages with live demos (createPages picks this template when a page embeds one). */
export default function DemoPage({ data, pageContext }: PageProps<DocPageData, DocPageContext>) {
  return (
    <DocPageView
      page={{ ...data.mdx.frontmatter, doc: data.mdx.doc }}
      shell={data}
      pageContext={pageContext}
      Demo={Demo}
      after={getPageDemoTheme(pageContext.productId) === 'material' ? <MaterialDemoVariables /> : null}
    />
  );
}

export const Head = documentHead(({ data, pageContext }: HeadProps<DocPageData, DocPageContext>) => (
  <DocPageHead page={{ ...data.mdx.frontmatter, doc: data.mdx.doc }} shell={data} pageContext={pageContext} />
));

export const query = graphql`
  query DemoPage($id: String!, $productId: String!, $language: String!) {
    ...DocPageData
  }
`;
