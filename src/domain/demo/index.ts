export * from './types';
export * from './names';
export * from './selectSource';
export * from './roving';
