import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import Typography from '@mui/material/Typography';
import type { Language } from '../domain/routing';
import { resolveRouteData, type ProductData, type ProductSummary } from '../domain/page/routeData';
import type { FlatSidebarEntry } from '../domain/sidebar';
import type { TocItem } from '../domain/toc';
import { DocsLayout } from '../layouts/DocsLayout';
import { HastRenderer } from '../mdx/HastRenderer';
import { MarkdownBody } from '../mdx/MarkdownBody';
import { markdownComponents } from '../mdx/MarkdownComponents';
import type { HastRoot } from '../node/mdx/hast';
import type { DemoMap } from '../domain/demo';
import { DemosProvider } from '../providers/DemosProvider';
import { RouteDataProvider } from '../providers/RouteDataProvider';

interface Data {
  mdx: { frontmatter: { title: string; description: string }; doc: { tree: HastRoot; toc: TocItem[]; demos: DemoMap } };
  product: ProductData;
  allProduct: { nodes: ProductSummary[] };
  allSidebarEntry: { nodes: FlatSidebarEntry[] };
}
interface Context {
  language: Language;
  pathname: string;
}

export default function DocPage({ data, pageContext }: PageProps<Data, Context>) {
  const { mdx, product, allProduct, allSidebarEntry } = data;
  const route = React.useMemo(
    () =>
      resolveRouteData({
        language: pageContext.language,
        pathname: pageContext.pathname,
        title: mdx.frontmatter.title,
        description: mdx.frontmatter.description,
        product,
        products: allProduct.nodes,
        sidebarEntries: allSidebarEntry.nodes,
        toc: mdx.doc.toc,
      }),
    [data, pageContext],
  );
  return (
    <RouteDataProvider value={route}>
      <DocsLayout>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {mdx.frontmatter.title}
        </Typography>
        <Typography component="p" variant="body1" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 3 }}>
          {mdx.frontmatter.description}
        </Typography>
        <DemosProvider value={mdx.doc.demos}>
          <MarkdownBody>
            <HastRenderer tree={mdx.doc.tree} components={markdownComponents} />
          </MarkdownBody>
        </DemosProvider>
      </DocsLayout>
    </RouteDataProvider>
  );
}

export const query = graphql`
  query DocPage($id: String!, $productId: String!) {
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
