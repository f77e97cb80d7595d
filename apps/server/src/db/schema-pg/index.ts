/** The PostgreSQL tables: one per SQLite table of ../schema, same names and row shapes (schema-pg.test.ts proves it). */
export * from './users';
export * from './stations';
export * from './orders';
export * from './content';
export * from './admin';
export * from './outbox';
export * from './rate-limits';
export * from './order-events';
export * from './idempotency';
export * from './blackouts';
export * from './google-flows';
export * from './order-counts';
export * from './station-requests';
export * from './webhooks';
