export * from './language';
export * from './productInfo';
