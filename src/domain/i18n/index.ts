export * from './translations';
export * from './translate';
