export * from './dependencies';
export * from './entry';
export * from './files';
export * from './flatten';
export * from './html';
export * from './requests';
