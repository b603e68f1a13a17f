ALTER TABLE "client" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "marital_regime" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "spouse_client_id" uuid;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "dependants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "employer" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "annual_income" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "income_notes" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "tax_reference" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "retirement_funds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_spouse_same_company_fk" FOREIGN KEY ("company_id","spouse_client_id") REFERENCES "public"."client"("company_id","id") ON DELETE no action ON UPDATE no action;