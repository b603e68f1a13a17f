ALTER TABLE "client" ADD COLUMN "tfsa_contributions_lifetime" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "tfsa_contributions_this_tax_year" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "medical_scheme_members" integer;