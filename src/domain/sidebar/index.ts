export * from './types';
export * from './title';
export * from './tree';
export * from './activePage';
export * from './prevNext';
export * from './navMarkup';
