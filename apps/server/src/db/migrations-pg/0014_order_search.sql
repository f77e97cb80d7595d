-- The admin request list's text search (?q=) from an index instead of a scan of every order
-- (db/order-search.ts says how it is read): a pg_trgm GIN index over the five searched columns
-- joined by a line feed. Any ILIKE '%…%' of three characters or more on that expression is
-- served by the index, ignoring case; the rows it finds are then checked column by column, so
-- the answer is exactly the scan's. pg_trgm ships with PostgreSQL (contrib) and is a trusted
-- extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin (
  ("client_name" || E'\n' || coalesce("agency_name", '') || E'\n' || "contact_name" || E'\n' || "email" || E'\n' || "order_number") gin_trgm_ops
);
