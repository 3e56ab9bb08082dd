export { wrapRootElement } from './src/gatsby/wrapRootElement';
export { onRenderBody } from './src/gatsby/onRenderBody';
export { onPreRenderHTML } from './src/gatsby/onPreRenderHTML';
