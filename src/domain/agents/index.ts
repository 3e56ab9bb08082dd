export * from './urls';
export * from './llms';
export * from './source';
