/**
 * Listed before gatsby-plugin-mdx in gatsby-config: checks the YAML frontmatter of every MDX
 * file first, so a syntax error fails the build naming the file and line (gatsby-plugin-mdx's
 * own error names neither).
 */
export { onCreateNode } from '../../src/node/frontmatterGuard';
