CREATE TABLE "advice_pack" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"issued_by_user_id" text,
	"issued_by_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sha256" text NOT NULL,
	"pages" integer NOT NULL,
	"records" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "last_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "fsp_number" text;--> statement-breakpoint
ALTER TABLE "advice_pack" ADD CONSTRAINT "advice_pack_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_pack" ADD CONSTRAINT "advice_pack_issued_by_user_id_user_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_pack" ADD CONSTRAINT "advice_pack_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."client"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advice_pack_client_issued_idx" ON "advice_pack" USING btree ("company_id","client_id","issued_at" DESC NULLS LAST);