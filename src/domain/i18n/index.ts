// The zh dictionary is not exported here: browser code gets it from the page context, never bundled.
export * from './en';
export * from './translate';
export * from './format';
