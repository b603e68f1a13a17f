ALTER TABLE "client" ADD COLUMN "service_ended_on" date;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "next_review_on" date;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "erase_after" date;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "export_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 050): a restricted client is kept for FAIS and read-only, whatever the code
-- does. Its row, its records, packs and shares refuse every change (SQLSTATE AD409, answered as
-- 409 clients/restricted), except bookkeeping that must reach every client: a deleted user's
-- links set to NULL by the foreign keys (ON DELETE SET NULL), and what a transaction declares
-- with the transaction-local setting adviser_desk.bookkeeping (restricting again, a member's
-- clients handed to another adviser, the link to an erased spouse cleared, the erasure itself).
-- Deleting a client or its records is not guarded here: the erasure and the purges decide with
-- the one retention rule (ADR 050) before they delete.
CREATE FUNCTION "client_restricted_refuse"("kept_until" date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'client_restricted' USING ERRCODE = 'AD409', DETAIL = coalesce("kept_until"::text, '');
END;
$$;--> statement-breakpoint
CREATE FUNCTION "only_user_links_cleared"("before" jsonb, "after" jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT NOT EXISTS (
		SELECT 1 FROM jsonb_each("after") AS "changed"
		WHERE "changed"."value" IS DISTINCT FROM "before" -> "changed"."key"
			AND NOT (
				("changed"."key" LIKE '%\_user\_id' OR "changed"."key" = 'responsible_adviser_id')
				AND "changed"."value" = 'null'::jsonb
			)
	)
$$;--> statement-breakpoint
CREATE FUNCTION "client_restricted_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('adviser_desk.bookkeeping', true) IS DISTINCT FROM 'on'
		AND NOT "only_user_links_cleared"(to_jsonb(OLD), to_jsonb(NEW)) THEN
		PERFORM "client_restricted_refuse"(OLD."erase_after");
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "client_restricted_guard" BEFORE UPDATE ON "client"
	FOR EACH ROW WHEN (OLD."restricted_at" IS NOT NULL) EXECUTE FUNCTION "client_restricted_guard"();--> statement-breakpoint
CREATE FUNCTION "client_rows_restricted_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"row_client_id" uuid;
	"kept_until" date;
	"restricted" boolean;
BEGIN
	IF TG_OP = 'DELETE' THEN "row_client_id" := OLD."client_id"; ELSE "row_client_id" := NEW."client_id"; END IF;
	IF current_setting('adviser_desk.bookkeeping', true) IS DISTINCT FROM 'on'
		AND NOT (TG_OP = 'UPDATE' AND "only_user_links_cleared"(to_jsonb(OLD), to_jsonb(NEW))) THEN
		SELECT "restricted_at" IS NOT NULL, "erase_after" INTO "restricted", "kept_until"
		FROM "client" WHERE "id" = "row_client_id";
		IF "restricted" THEN
			PERFORM "client_restricted_refuse"("kept_until");
		END IF;
	END IF;
	IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "record_client_restricted_guard" BEFORE INSERT OR UPDATE ON "record"
	FOR EACH ROW EXECUTE FUNCTION "client_rows_restricted_guard"();--> statement-breakpoint
CREATE TRIGGER "advice_pack_client_restricted_guard" BEFORE INSERT OR UPDATE ON "advice_pack"
	FOR EACH ROW EXECUTE FUNCTION "client_rows_restricted_guard"();--> statement-breakpoint
CREATE TRIGGER "client_share_client_restricted_guard" BEFORE INSERT OR UPDATE OR DELETE ON "client_share"
	FOR EACH ROW EXECUTE FUNCTION "client_rows_restricted_guard"();
