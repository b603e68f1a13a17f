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
ALTER TABLE "record_of_advice_draft" ADD CONSTRAINT "record_of_advice_draft_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_of_advice_draft" ADD CONSTRAINT "record_of_advice_draft_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_of_advice_draft" ADD CONSTRAINT "record_of_advice_draft_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."client"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_pack" ADD CONSTRAINT "advice_pack_client_roa_number" UNIQUE("company_id","client_id","roa_number");