export * from './callouts';
export * from './hast';
export * from './staticMarkup';
