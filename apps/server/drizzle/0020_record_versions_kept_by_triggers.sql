ALTER TABLE "record_version" DROP CONSTRAINT "record_version_record_id_record_id_fk";--> statement-breakpoint
-- Hand-written (ADR 042): a save is one UPDATE whose trigger adds the version row. The foreign key
-- made each of those rows check its record again (a query and a row lock written to the WAL) and
-- ON CONFLICT made the insert speculative (one more WAL record); the trigger's row is for the
-- record it fires on, at a version no row has yet (every path moves the version up by one).
CREATE OR REPLACE FUNCTION "record_version_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "record_version" ("record_id", "company_id", "version", "name", "tax_year", "inputs", "locked", "deleted_at", "saved_at")
	VALUES (NEW."id", NEW."company_id", NEW."version", NEW."name", NEW."tax_year", NEW."inputs", NEW."locked", NEW."deleted_at", NEW."updated_at");
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- What the key's ON DELETE CASCADE did: a record's versions go with it (its purge, its client's
-- erasure, its company's deletion), once per statement for all the records it deleted.
CREATE FUNCTION "record_versions_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "record_version" WHERE "record_id" IN (SELECT "id" FROM "gone");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "record_versions_dropped" AFTER DELETE ON "record"
	REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "record_versions_drop"();
