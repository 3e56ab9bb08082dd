export * from './language';
export * from './productInfo';
export * from './linkClick';
