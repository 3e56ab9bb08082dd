export * from './callouts';
export * from './hast';
