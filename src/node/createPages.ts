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
import { cardTitle, createCardPlan, type CardInputs } from './cards/cardInputs';
import { readCommitDates } from './pageSource';
import { formatSourceDate, type PageSource } from '../domain/agents';
import site from '../config/site.json';
import { writeDemoLists } from './demos/demoLists';

/** The logo of cards outside a product (home, 404). */
const SITE_LOGO = '/logos/mui.svg';

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

  // The demo modules webpack bundles (written before the bundles; in `gatsby develop` again when a file changed).
  writeDemoLists(process.cwd());

  const navs = new Map(
    allProduct.nodes.map((product) => [
      product.productId,
      writeProductNav(
        product.productId,
        allSidebarEntry.nodes.filter((e) => e.productId === product.productId),
      ),
    ]),
  );
  // A page's previous and next links are the same in every language: found once (a walk of the product's tree).
  const pageNavs = new Map<string, ReturnType<typeof pageNav>>();
  const navOf = (productId: string, pathname: string) => {
    const nav = navs.get(productId);
    if (!nav) throw new Error(`${pathname}: product "${productId}" has no product.json.`);
    const key = `${productId}|${pathname}`;
    let found = pageNavs.get(key);
    if (!found) pageNavs.set(key, (found = pageNav(nav, pathname)));
    return found;
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

  // Each page's social card (its URL goes into the page's head; the images are drawn after the build).
  const cards = createCardPlan(process.cwd());
  const host = new URL(site.siteUrl).host;
  const products = new Map(allProduct.nodes.map((p) => [p.productId, p]));
  const productCard = (productId: string, title: string, originalTitle = title): CardInputs => {
    const product = products.get(productId);
    return { title: cardTitle(title, originalTitle), product: product?.name ?? null, logo: product?.logo ?? SITE_LOGO, site: site.title, host };
  };
  // Where each MDX file is, and when it was last committed ("Edit this page", "Last updated").
  const commits = readCommitDates(process.cwd());
  if (commits.warning) reporter.warn(commits.warning);
  const sourceOf = (file: string, language: (typeof LANGUAGES)[number]): PageSource => {
    const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
    const date = commits.dateOf(relative);
    return { path: relative, lastUpdated: date ? { date, text: formatSourceDate(date, LANGUAGE_INFO[language].tag) } : null };
  };

  const translated = new Map(translations.map((n) => [`${n.fields.language}|${n.fields.pathname}`, n]));
  for (const language of LANGUAGES) {
    // The UI strings of a language other than English travel in its pages' context (English is bundled).
    const translationsOfUi = await LANGUAGE_INFO[language].loadDictionary?.();
    const base = { language, translations: translationsOfUi };
    const t = buildTranslate(language, translationsOfUi);
    const siteCard = cards.add({ title: t('home.title'), product: null, logo: SITE_LOGO, site: site.title, host });
    for (const original of originals) {
      const node = translated.get(`${language}|${original.fields.pathname}`) ?? original;
      const { pathname, productId } = node.fields;
      const context: DocPageContext = {
        ...base,
        id: node.id,
        productId,
        pathname,
        nav: navOf(productId, pathname),
        card: cards.add(productCard(productId, node.frontmatter.title, original.frontmatter.title)),
        source: sourceOf(node.internal.contentFilePath, language),
      };
      const generate = sections.get(pathname);
      if (generate) context.generated = generate(language, t, toHtml);
      // Pages with live demos get the template that carries the demo code; the others never load it.
      actions.createPage({ path: toPageUrl(pathname, language), component: template(embedsDemo(node.body) ? 'demo-page' : 'doc-page'), context });
    }
    for (const { id, productId, pathname, title } of allApiPage.nodes) {
      const context: DocPageContext = { ...base, id, productId, pathname, nav: navOf(productId, pathname), card: cards.add(productCard(productId, title)) };
      actions.createPage({ path: toPageUrl(pathname, language), component: template('reference-page'), context });
    }
    for (const starter of starters) {
      const { productId, productName, gallery, slug, component: entry, title, description } = starter;
      const pathname = starterPathname(starter);
      const card = cards.add(productCard(productId, title));
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
        card,
      };
      actions.createPage({ path: toPageUrl(pathname, language), component: path.resolve(process.cwd(), starterComponentFile(starter)), context });
    }
    const standalone = (pathname: string): StandalonePageContext => ({ ...base, pathname, card: siteCard });
    actions.createPage({ path: toPageUrl('/', language), component: template('home-page'), context: standalone('/') });
    actions.createPage({ path: toPageUrl('/404', language), component: template('not-found-page'), context: standalone('/404') });
    // Made into /offline.html after the build (src/node/offline): not a page of its own.
    actions.createPage({ path: offlineSourcePage(language), component: template('offline-page'), context: standalone('/offline') });
  }
  cards.save();
  if (missingPreviews.size > 0) {
    reporter.warn(
      `Starter previews missing (the gallery shows the cards without them): ${[...missingPreviews].join(', ')}. Fix: run \`npm run screenshots:starters\` after a build and commit the images.`,
    );
  }
};
