-- JSON stays text on PostgreSQL as on SQLite (db/schema/columns.ts says why).
ALTER TABLE "audit_log" ALTER COLUMN "before" SET DATA TYPE text USING "before"::text;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "after" SET DATA TYPE text USING "after"::text;
