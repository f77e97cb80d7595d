CREATE TABLE "google_sign_in_flows" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "google_sign_in_flows_expires_at_idx" ON "google_sign_in_flows" USING btree ("expires_at");