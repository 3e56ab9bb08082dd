export * from './catalog';
export * from './sandbox';
