import './src/theme/fonts.css';
import './src/demos/roboto.css';

export { wrapRootElement } from './src/gatsby/wrapRootElement';
export { onClientEntry, onInitialClientRender } from './src/gatsby/appLifecycle';
