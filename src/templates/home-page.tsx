import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { documentHead, PageHead } from '../components/PageHead';
import { createTranslate } from '../domain/i18n';
import type { StandalonePageContext } from '../domain/page/context';
import { resolveRouteData, standaloneRouteInput, type ProductSummary } from '../domain/page/routeData';
import { getProductTraits } from '../domain/products';
import { toPageUrl } from '../domain/routing';
import { LAYOUT_CLASS } from '../theme/classNames';
import { PageShell } from '../layouts/PageShell';

/** What the HomePage query returns. */
interface HomePageData {
  allProduct: { nodes: ProductSummary[] };
}

/** The documentation home: one card per product listed on it (`onHome` in src/domain/products.ts). */
function homeRouteInput(data: HomePageData, { language, translations, card }: StandalonePageContext) {
  const t = createTranslate(language, translations);
  return standaloneRouteInput({
    language,
    translations,
    pathname: '/',
    title: t('home.title'),
    description: t('home.description'),
    products: data.allProduct.nodes,
    card,
  });
}

export const Head = documentHead(({ data, pageContext }: HeadProps<HomePageData, StandalonePageContext>) => (
  <PageHead route={resolveRouteData(homeRouteInput(data, pageContext))} />
));

export default function HomePage({ data, pageContext }: PageProps<HomePageData, StandalonePageContext>) {
  const { language } = pageContext;
  const input = homeRouteInput(data, pageContext);
  const products = data.allProduct.nodes.filter((p) => getProductTraits(p.productId).onHome);
  return (
    <PageShell input={input}>
      {/* Plain links: the layout's delegated listener routes them on the client. */}
      <ul className={LAYOUT_CLASS.productCards}>
        {products.map((p) => (
          <li key={p.productId}>
            <a className="product-card" href={toPageUrl(p.landing, language)}>
              <img src={p.logo} alt="" width={32} height={32} />
              <h2 className="product-name">{p.name}</h2>
              <p className="product-description">{p.description}</p>
            </a>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}

export const query = graphql`
  query HomePage {
    allProduct(sort: { order: ASC }) {
      nodes {
        ...ProductSummary
      }
    }
  }
`;
