import * as React from 'react';
import type { DocPageContext } from '../domain/page/context';
import { withGeneratedSection } from '../domain/page/generated';
import type { RenderedDoc } from '../domain/markdown';
import type { DocShellData } from '../domain/page/queries';
import { DocBody } from '../markdown/DocBody';
import { DemosProvider } from '../providers/DemosProvider';
import { PageFeedback } from '../components/feedback/PageFeedback';
import { PageExtras } from './PageExtras';
import { PageActions, PageSourceLinks } from '../components/PageActions';
import { PageShell } from './PageShell';
import { PageHead } from '../components/PageHead';
import { resolveRouteData, type RouteInput } from '../domain/page/routeData';
import { twinUrl } from '../domain/agents';

export interface DocPageContent {
  title: string;
  description: string;
  doc: RenderedDoc;
}

/** The route input of a documentation page: what its shell and its head are drawn from. */
export function docRouteInput(page: DocPageContent, shell: DocShellData, pageContext: DocPageContext): RouteInput {
  return {
    language: pageContext.language,
    translations: pageContext.translations,
    pathname: pageContext.pathname,
    title: page.title,
    description: page.description,
    product: shell.product,
    products: shell.allProduct.nodes,
    nav: pageContext.nav,
    toc: withGeneratedSection(page.doc, pageContext.generated).toc,
    card: pageContext.card,
    twin: twinUrl(pageContext.pathname, pageContext.language),
  };
}

/** The head of a documentation page (the templates' `Head` export). */
export function DocPageHead({ page, shell, pageContext }: { page: DocPageContent; shell: DocShellData; pageContext: DocPageContext }) {
  return <PageHead route={resolveRouteData(docRouteInput(page, shell, pageContext))} />;
}

/**
 * A documentation page (doc-page, demo-page and reference-page templates): the shell plus the page's body, with
 * its live demos drawn by `Demo` (null: none).
 */
export function DocPageView({
  page,
  shell,
  pageContext,
  Demo,
  after,
}: {
  page: DocPageContent;
  shell: DocShellData;
  pageContext: DocPageContext;
  Demo: React.ComponentType<{ name: string }> | null;
  after?: React.ReactNode;
}) {
  const doc = withGeneratedSection(page.doc, pageContext.generated);
  const input = docRouteInput(page, shell, pageContext);
  return (
    <PageShell input={input} actions={input.twin ? <PageActions twin={input.twin} /> : null}>
      <DemosProvider value={doc.demos}>
        <PageExtras pathname={pageContext.pathname} />
        <DocBody body={doc.body} Demo={Demo} />
        {after}
        {pageContext.source ? <PageSourceLinks source={pageContext.source} /> : null}
        <PageFeedback key={pageContext.pathname} />
      </DemosProvider>
    </PageShell>
  );
}
