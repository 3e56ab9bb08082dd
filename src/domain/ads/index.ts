export * from './decide';
export * from './feed';
export * from './inHouse';
export * from './texts';
