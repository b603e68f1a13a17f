CREATE TABLE "client_share" (
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"adviser_user_id" text NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_by_user_id" text,
	CONSTRAINT "client_share_client_id_adviser_user_id_pk" PRIMARY KEY("client_id","adviser_user_id")
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "responsible_adviser_id" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "updated_by_user_id" text;--> statement-breakpoint
ALTER TABLE "record" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "record" ADD COLUMN "updated_by_user_id" text;--> statement-breakpoint
ALTER TABLE "record" ADD COLUMN "locked_by_user_id" text;--> statement-breakpoint
ALTER TABLE "client_share" ADD CONSTRAINT "client_share_adviser_user_id_user_id_fk" FOREIGN KEY ("adviser_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_share" ADD CONSTRAINT "client_share_shared_by_user_id_user_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_share" ADD CONSTRAINT "client_share_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."client"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_share_adviser_idx" ON "client_share" USING btree ("company_id","adviser_user_id");--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_responsible_adviser_id_user_id_fk" FOREIGN KEY ("responsible_adviser_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record" ADD CONSTRAINT "record_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record" ADD CONSTRAINT "record_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record" ADD CONSTRAINT "record_locked_by_user_id_user_id_fk" FOREIGN KEY ("locked_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_responsible_adviser_idx" ON "client" USING btree ("company_id","responsible_adviser_id");--> statement-breakpoint
-- Existing clients belong to their company's account holder (ADR 030): a one-member company sees no difference.
UPDATE "client" SET "responsible_adviser_id" = "company"."owner_user_id" FROM "company" WHERE "company"."id" = "client"."company_id" AND "client"."responsible_adviser_id" IS NULL;
