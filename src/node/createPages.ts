import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES } from '../domain/languages';
import type { DocPageContext, StandalonePageContext, StarterPageContext } from '../domain/page/context';
import { starterComponentFile, starterPathname } from '../domain/starters';
import { toPageUrl } from '../domain/routing';
import { offlineSourcePage } from '../domain/offline/policy';
import { findContentProblems } from './checks/contentChecks';
import { generatedSections } from './generated/sections';
import { buildTranslate } from './i18n';
import { resolveInstalledVersion } from './installedVersions';
import { getToHtml } from './mdx/docField';
import { embedsDemo } from './mdx/embedsDemo';
import { getHighlighter } from './mdx/highlight';
import { pageNav, writeProductNav } from './navigation/productNav';
import { CONTENT_QUERY, type ContentQueryResult } from './pages/contentQuery';
import { hasScreenshot } from './starters/gallerySection';
import { FRAME_LABELS } from './starters/labels';
import { findStarterProblems, readStarters, writeStarterSource } from './starters/starters';

const template = (name: string) => path.resolve(process.cwd(), `src/templates/${name}.tsx`);

/** Query the content, check it, write each product's navigation, then create every page in every language. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<ContentQueryResult>(CONTENT_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content', result.errors);
    return;
  }
  const { allMdx, allSidebarEntry, allProduct, allApiPage } = result.data;
  // Pages are the originals (English); a translation (name.zh.mdx) replaces its original on its language's page.
  const originals = allMdx.nodes.filter((n) => n.fields.language === DEFAULT_LANGUAGE);
  const translations = allMdx.nodes.filter((n) => n.fields.language !== DEFAULT_LANGUAGE);

  // The starters of every product (content/<product>/starters/): a gallery section and a full-screen page each.
  const catalogs = readStarters(process.cwd());
  const problems = [
    ...findContentProblems({ originals, translations, referencePages: allApiPage.nodes, products: allProduct.nodes, sidebarEntries: allSidebarEntry.nodes }),
    ...findStarterProblems(catalogs, new Map(originals.map((n) => [n.fields.pathname, n.fields.productId]))),
  ];
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content check failed (${problems.length}):\n${problems.join('\n')}`);
    return;
  }

  const navs = new Map(
    allProduct.nodes.map((product) => [
      product.productId,
      writeProductNav(
        product.productId,
        allSidebarEntry.nodes.filter((e) => e.productId === product.productId),
      ),
    ]),
  );
  const navOf = (productId: string, pathname: string) => {
    const nav = navs.get(productId);
    if (!nav) throw new Error(`${pathname}: product "${productId}" has no product.json.`);
    return pageNav(nav, pathname);
  };

  // The starters: the gallery's cards and a full-screen page each, with their source written once.
  const starters = catalogs.flatMap((catalog) => catalog.starters);
  const highlighter = await getHighlighter();
  const starterSources = new Map(starters.map((starter) => [starter, writeStarterSource(process.cwd(), starter, highlighter, resolveInstalledVersion)]));
  const missingPreviews = new Set<string>();
  const sections = generatedSections(allProduct.nodes, catalogs, (url) => {
    const found = hasScreenshot(process.cwd(), url);
    if (!found) missingPreviews.add(url);
    return found;
  });
  const toHtml = await getToHtml();

  const translated = new Map(translations.map((n) => [`${n.fields.language}|${n.fields.pathname}`, n]));
  for (const language of LANGUAGES) {
    // The UI strings of a language other than English travel in its pages' context (English is bundled).
    const translationsOfUi = await LANGUAGE_INFO[language].loadDictionary?.();
    const base = { language, translations: translationsOfUi };
    for (const original of originals) {
      const node = translated.get(`${language}|${original.fields.pathname}`) ?? original;
      const { pathname, productId } = node.fields;
      const context: DocPageContext = { ...base, id: node.id, productId, pathname, nav: navOf(productId, pathname) };
      const generate = sections.get(pathname);
      if (generate) context.generated = generate(language, buildTranslate(language, translationsOfUi), toHtml);
      // Pages with live demos get the template that carries the demo code; the others never load it.
      actions.createPage({ path: toPageUrl(pathname, language), component: template(embedsDemo(node.body) ? 'demo-page' : 'doc-page'), context });
    }
    for (const { id, productId, pathname } of allApiPage.nodes) {
      const context: DocPageContext = { ...base, id, productId, pathname, nav: navOf(productId, pathname) };
      actions.createPage({ path: toPageUrl(pathname, language), component: template('reference-page'), context });
    }
    for (const starter of starters) {
      const { productId, productName, gallery, slug, component: entry, title, description } = starter;
      const pathname = starterPathname(starter);
      const context: StarterPageContext = {
        ...base,
        pathname,
        productId,
        productName,
        gallery,
        slug,
        entry,
        title,
        description,
        sourceUrl: starterSources.get(starter)!,
        labels: FRAME_LABELS[language],
      };
      actions.createPage({ path: toPageUrl(pathname, language), component: path.resolve(process.cwd(), starterComponentFile(starter)), context });
    }
    const standalone = (pathname: string): StandalonePageContext => ({ ...base, pathname });
    actions.createPage({ path: toPageUrl('/', language), component: template('home-page'), context: standalone('/') });
    actions.createPage({ path: toPageUrl('/404', language), component: template('not-found-page'), context: standalone('/404') });
    // Made into /offline.html after the build (src/node/offline): not a page of its own.
    actions.createPage({ path: offlineSourcePage(language), component: template('offline-page'), context: standalone('/offline') });
  }
  if (missingPreviews.size > 0) {
    reporter.warn(
      `Starter previews missing (the gallery shows the cards without them): ${[...missingPreviews].join(', ')}. Fix: run \`npm run screenshots:starters\` after a build and commit the images.`,
    );
  }
};
