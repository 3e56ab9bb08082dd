export { onPreInit } from './src/node/onPreInit';
export { createSchemaCustomization } from './src/node/createSchemaCustomization';
export { onCreateNode } from './src/node/onCreateNode';
export { createPages } from './src/node/createPages';
export { onPostBuild } from './src/node/onPostBuild';
export { onCreateWebpackConfig } from './src/node/onCreateWebpackConfig';
export { sourceNodes } from './src/node/sourceNodes';
