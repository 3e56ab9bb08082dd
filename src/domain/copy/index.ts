export * from './copyShortcut';
export * from './timing';
