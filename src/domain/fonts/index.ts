export * from './docsFont';
