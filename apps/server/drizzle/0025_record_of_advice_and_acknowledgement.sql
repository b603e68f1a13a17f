CREATE TABLE "advice_acknowledgement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"emailed_to" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text,
	"identity_method" text,
	"typed_name" text,
	"ip_address" text,
	"user_agent" text,
	"document_sha256" text,
	"text_shown" text,
	CONSTRAINT "advice_acknowledgement_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "record_of_advice_draft" (
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" text,
	CONSTRAINT "record_of_advice_draft_pk" PRIMARY KEY("company_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "advice_pack" ADD COLUMN "roa_number" integer;--> statement-breakpoint
ALTER TABLE "advice_pack" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "advice_acknowledgement" ADD CONSTRAINT "advice_acknowledgement_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_acknowledgement" ADD CONSTRAINT "advice_acknowledgement_pack_id_advice_pack_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."advice_pack"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_acknowledgement" ADD CONSTRAINT "advice_acknowledgement_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_of_advice_draft" ADD CONSTRAINT "record_of_advice_draft_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_of_advice_draft" ADD CONSTRAINT "record_of_advice_draft_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_of_advice_draft" ADD CONSTRAINT "record_of_advice_draft_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."client"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advice_acknowledgement_pack_idx" ON "advice_acknowledgement" USING btree ("company_id","pack_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "advice_pack" ADD CONSTRAINT "advice_pack_client_roa_number" UNIQUE("company_id","client_id","roa_number");--> statement-breakpoint
-- Hand-written (ADR 050, 051): a restricted client's record-of-advice draft, and new
-- acknowledgement links to its issued records, are refused like its records and packs. The
-- client's own answer to a link already sent (an UPDATE) is evidence and is still recorded.
CREATE TRIGGER "record_of_advice_draft_client_restricted_guard" BEFORE INSERT OR UPDATE ON "record_of_advice_draft"
	FOR EACH ROW EXECUTE FUNCTION "client_rows_restricted_guard"();--> statement-breakpoint
CREATE FUNCTION "advice_acknowledgement_restricted_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"kept_until" date;
	"restricted" boolean;
BEGIN
	IF current_setting('adviser_desk.bookkeeping', true) IS DISTINCT FROM 'on' THEN
		SELECT "client"."restricted_at" IS NOT NULL, "client"."erase_after" INTO "restricted", "kept_until"
		FROM "advice_pack" JOIN "client" ON "client"."id" = "advice_pack"."client_id"
		WHERE "advice_pack"."id" = NEW."pack_id";
		IF "restricted" THEN
			PERFORM "client_restricted_refuse"("kept_until");
		END IF;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "advice_acknowledgement_client_restricted_guard" BEFORE INSERT ON "advice_acknowledgement"
	FOR EACH ROW EXECUTE FUNCTION "advice_acknowledgement_restricted_guard"();
