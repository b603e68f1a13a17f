CREATE TABLE "record_version" (
	"record_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"tax_year" integer,
	"inputs" jsonb NOT NULL,
	"locked" boolean NOT NULL,
	"deleted_at" timestamp with time zone,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "record_version_pk" PRIMARY KEY("record_id","version")
);
--> statement-breakpoint
CREATE TABLE "report_issue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"kind" "record_kind" NOT NULL,
	"format" text NOT NULL,
	"record_version" integer NOT NULL,
	"record_name" text NOT NULL,
	"issued_by_user_id" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_version" ADD CONSTRAINT "record_version_record_id_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_version" ADD CONSTRAINT "record_version_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_issue" ADD CONSTRAINT "report_issue_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_issue" ADD CONSTRAINT "report_issue_record_id_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_issue" ADD CONSTRAINT "report_issue_issued_by_user_id_user_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_issue" ADD CONSTRAINT "report_issue_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."client"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_issue_client_issued_idx" ON "report_issue" USING btree ("company_id","client_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written: every version a record reaches is kept by the database itself, so no code path
-- (save, lock, unlock, delete, restore, copy, the sources' "plan" actions) can skip it.
CREATE FUNCTION "record_version_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "record_version" ("record_id", "company_id", "version", "name", "tax_year", "inputs", "locked", "deleted_at", "saved_at")
	VALUES (NEW."id", NEW."company_id", NEW."version", NEW."name", NEW."tax_year", NEW."inputs", NEW."locked", NEW."deleted_at", NEW."updated_at")
	ON CONFLICT ("record_id", "version") DO NOTHING;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "record_version_kept" AFTER INSERT OR UPDATE OF "version" ON "record"
	FOR EACH ROW EXECUTE FUNCTION "record_version_keep"();--> statement-breakpoint
-- Records saved before this migration: only the version they are at now was ever stored.
INSERT INTO "record_version" ("record_id", "company_id", "version", "name", "tax_year", "inputs", "locked", "deleted_at", "saved_at")
SELECT "id", "company_id", "version", "name", "tax_year", "inputs", "locked", "deleted_at", "updated_at" FROM "record";
