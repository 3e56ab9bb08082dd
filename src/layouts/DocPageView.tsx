import * as React from 'react';
import type { PageProps } from 'gatsby';
import type { DocPageContext } from '../domain/page/context';
import type { DocPageData } from '../gatsby/fragments';
import { HastRenderer, type RendererComponents } from '../markdown/HastRenderer';
import { MarkdownBody } from '../markdown/MarkdownBody';
import { DemosProvider } from '../providers/DemosProvider';
import { PageShell } from './PageShell';

/** A documentation page: the shell plus the compiled MDX, rendered with the given component map. */
export function DocPageView({
  data,
  pageContext,
  components,
  after,
}: PageProps<DocPageData, DocPageContext> & { components: RendererComponents; after?: React.ReactNode }) {
  const { mdx, product, allProduct, allSidebarEntry } = data;
  return (
    <PageShell
      input={{
        language: pageContext.language,
        translations: pageContext.translations,
        pathname: pageContext.pathname,
        title: mdx.frontmatter.title,
        description: mdx.frontmatter.description,
        product,
        products: allProduct.nodes,
        sidebarEntries: allSidebarEntry.nodes,
        toc: mdx.doc.toc,
      }}
    >
      <DemosProvider value={mdx.doc.demos}>
        <MarkdownBody>
          <HastRenderer tree={mdx.doc.tree} components={components} />
        </MarkdownBody>
        {after}
      </DemosProvider>
    </PageShell>
  );
}
