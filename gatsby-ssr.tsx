export { wrapRootElement } from './src/gatsby/wrapRootElement';
export { onRenderBody } from './src/gatsby/onRenderBody';
