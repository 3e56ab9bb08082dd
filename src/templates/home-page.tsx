import * as React from 'react';
import { graphql, Link as GatsbyLink, type PageProps } from 'gatsby';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { createTranslate } from '../domain/i18n';
import type { StandalonePageContext } from '../domain/page/context';
import { standaloneRouteInput, type ProductSummary } from '../domain/page/routeData';
import { getProductTraits } from '../domain/products';
import { toPageUrl } from '../domain/routing';
import { PageShell } from '../layouts/PageShell';

/** What the HomePage query returns. */
interface HomePageData {
  allProduct: { nodes: ProductSummary[] };
}

/** The documentation home: one card per product listed on it (`onHome` in src/domain/products.ts). */
export default function HomePage({ data, pageContext }: PageProps<HomePageData, StandalonePageContext>) {
  const { language, translations } = pageContext;
  const t = createTranslate(language, translations);
  const input = standaloneRouteInput({
    language,
    translations,
    pathname: '/',
    title: t('home.title'),
    description: t('home.description'),
    products: data.allProduct.nodes,
  });
  const products = data.allProduct.nodes.filter((p) => getProductTraits(p.productId).onHome);
  return (
    <PageShell input={input}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {products.map((p) => (
          <li key={p.productId}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={GatsbyLink}
                to={toPageUrl(p.landing, language)}
                sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}
              >
                <Box component="img" src={p.logo} alt="" width={32} height={32} />
                <Typography component="h2" variant="h4">
                  {p.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.description}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
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
