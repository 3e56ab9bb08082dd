import * as React from 'react';
import type { PageProps } from 'gatsby';
import Typography from '@mui/material/Typography';
import type { DemoMap } from '../domain/demo';
import { resolveRouteData, type PageContextBase, type ProductData, type ProductSummary } from '../domain/page/routeData';
import type { FlatSidebarEntry } from '../domain/sidebar';
import type { TocItem } from '../domain/toc';
import { HastRenderer, type HastComponents } from '../mdx/HastRenderer';
import { MarkdownBody } from '../mdx/MarkdownBody';
import type { HastRoot } from '../node/mdx/hast';
import { DemosProvider } from '../providers/DemosProvider';
import { RouteDataProvider } from '../providers/RouteDataProvider';
import { DocsLayout } from './DocsLayout';

export interface DocPageData {
  mdx: { frontmatter: { title: string; description: string }; doc: { tree: HastRoot; toc: TocItem[]; demos: DemoMap } };
  product: ProductData;
  allProduct: { nodes: ProductSummary[] };
  allSidebarEntry: { nodes: FlatSidebarEntry[] };
}
export interface DocPageContext extends PageContextBase {
  pathname: string;
  productId: string;
}

/** A documentation page: the shell plus the compiled MDX, rendered with the given component map. */
export function DocPageView({
  data,
  pageContext,
  components,
  after,
}: PageProps<DocPageData, DocPageContext> & { components: HastComponents; after?: React.ReactNode }) {
  const { mdx } = data;
  const route = React.useMemo(
    () =>
      resolveRouteData({
        language: pageContext.language,
        translations: pageContext.translations,
        pathname: pageContext.pathname,
        title: data.mdx.frontmatter.title,
        description: data.mdx.frontmatter.description,
        product: data.product,
        products: data.allProduct.nodes,
        sidebarEntries: data.allSidebarEntry.nodes,
        toc: data.mdx.doc.toc,
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
            <HastRenderer tree={mdx.doc.tree} components={components} />
          </MarkdownBody>
          {after}
        </DemosProvider>
      </DocsLayout>
    </RouteDataProvider>
  );
}
