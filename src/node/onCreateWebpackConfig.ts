import path from 'path';
import type { GatsbyNode } from 'gatsby';

/**
 * `docs-live-demo` is the live demo component: the server renderer gets the version that bundles every
 * demo and renders it to static markup; the browser gets the one that loads each demo's chunk on demand.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  const server = stage === 'build-html' || stage === 'develop-html';
  actions.setWebpackConfig({
    resolve: {
      alias: {
        'docs-live-demo$': path.join(process.cwd(), 'src', 'demos', server ? 'LiveDemo.server.tsx' : 'LiveDemo.browser.tsx'),
      },
    },
  });
};
