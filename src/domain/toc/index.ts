export * from './textToHash';
export * from './scrollSpy';
