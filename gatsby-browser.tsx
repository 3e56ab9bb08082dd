import './src/theme/fonts.css';

export { wrapRootElement } from './src/gatsby/wrapRootElement';
