import * as React from 'react';
import type { PageProps } from 'gatsby';
import type { DocPageContext } from '../domain/page/context';
import type { DocPageData } from '../gatsby/fragments';
import { DocBody } from '../markdown/DocBody';
import { DemosProvider } from '../providers/DemosProvider';
import { PageShell } from './PageShell';

/** A documentation page: the shell plus the page's body, with its live demos drawn by `Demo` (null: none). */
export function DocPageView({
  data,
  pageContext,
  Demo,
  after,
}: PageProps<DocPageData, DocPageContext> & { Demo: React.ComponentType<{ name: string }> | null; after?: React.ReactNode }) {
  const { mdx, product, allProduct } = data;
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
        nav: pageContext.nav,
        toc: mdx.doc.toc,
      }}
    >
      <DemosProvider value={mdx.doc.demos}>
        <DocBody body={mdx.doc.body} Demo={Demo} />
        {after}
      </DemosProvider>
    </PageShell>
  );
}
