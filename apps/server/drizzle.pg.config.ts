import { defineConfig } from 'drizzle-kit';

/** The PostgreSQL twin of drizzle.config.ts: `pnpm db:generate` writes both dialects' migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-pg/index.ts',
  out: './src/db/migrations-pg',
  casing: 'snake_case',
});
