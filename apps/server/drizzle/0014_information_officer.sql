ALTER TABLE "site_config" ADD COLUMN "information_officer_name" text;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "information_officer_email" text;