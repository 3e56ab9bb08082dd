export * from './keys';
export * from './parse';
export * from './cookies';
export * from './themeState';
export * from './noFlashScript';
