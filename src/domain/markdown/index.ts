export * from './callouts';
