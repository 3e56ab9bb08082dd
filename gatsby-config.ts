import type { GatsbyConfig } from 'gatsby';
import site from './src/config/site.json';

const config: GatsbyConfig = {
  siteMetadata: site,
  trailingSlash: 'always',
  graphqlTypegen: false,
  plugins: [
    // Must run before gatsby-plugin-mdx: reports frontmatter YAML errors with file and line.
    'content-guard',
    { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: `${__dirname}/content` } },
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx'] } },
  ],
};

export default config;
