export * from './types';
export * from './hash';
export * from './selectSource';
export * from './roving';
export * from './goLive';
