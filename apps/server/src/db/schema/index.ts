export * from './users';
export * from './stations';
export * from './orders';
export * from './content';
export * from './admin';
export * from './outbox';
