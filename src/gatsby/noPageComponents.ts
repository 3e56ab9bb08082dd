/**
 * Gatsby's list of page components (`$virtual/async-requires`) as `gatsby develop`'s HTML renderer sees it: empty.
 * That renderer draws the empty document the browser then fills, and no page here is rendered on the server in
 * develop (Gatsby asks it for a page component only for pages in SSR mode, which this site has none of). With the
 * real list it built every template, every demo and every library they use before the dev server listened,
 * GraphiQL included. The alias is set in src/node/onCreateWebpackConfig.ts.
 */
const asyncRequires: { components: Record<string, () => Promise<unknown>> } = { components: {} };
export default asyncRequires;
