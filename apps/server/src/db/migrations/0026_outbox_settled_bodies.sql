-- An email that will not be sent again keeps no body: its links carry tokens kept elsewhere only hashed.
UPDATE "outbox" SET "text" = '', "html" = NULL, "attachments" = NULL WHERE "status" <> 'pending';
