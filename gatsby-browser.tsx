export { wrapRootElement } from './src/gatsby/wrapRootElement';
export { onClientEntry, onInitialClientRender } from './src/gatsby/appLifecycle';
