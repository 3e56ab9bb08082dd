import * as React from 'react';
import { graphql, Link as GatsbyLink, type PageProps } from 'gatsby';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { createTranslate } from '../domain/i18n';
import { toPageUrl } from '../domain/routing';
import { resolveStandaloneRouteData, type PageContextBase, type ProductSummary } from '../domain/page/routeData';
import { DocsLayout } from '../layouts/DocsLayout';
import { RouteDataProvider } from '../providers/RouteDataProvider';

interface Data {
  allProduct: { nodes: Array<ProductSummary & { category: string }> };
}

/** The documentation home: one card per product. */
export default function HomePage({ data, pageContext }: PageProps<Data, PageContextBase>) {
  const { language, translations } = pageContext;
  const t = React.useMemo(() => createTranslate(language, translations), [language, translations]);
  const route = React.useMemo(
    () =>
      resolveStandaloneRouteData({
        language,
        translations,
        pathname: '/',
        title: t('home.title'),
        description: t('home.description'),
        products: data.allProduct.nodes,
      }),
    [data, language, translations, t],
  );
  const products = data.allProduct.nodes.filter((p) => p.category !== 'docs' && p.category !== 'docs-infra');
  return (
    <RouteDataProvider value={route}>
      <DocsLayout>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {t('home.title')}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 4 }}>
          {t('home.description')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {products.map((p) => (
            <li key={p.productId}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={GatsbyLink} to={toPageUrl(p.landing, language)} sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
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
      </DocsLayout>
    </RouteDataProvider>
  );
}

export const query = graphql`
  query HomePage {
    allProduct(sort: { order: ASC }) {
      nodes {
        ...ProductSummary
        category
      }
    }
  }
`;
