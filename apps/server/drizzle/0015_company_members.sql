CREATE TABLE "company_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitation_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invitation_company_email" UNIQUE("company_id","email")
);
--> statement-breakpoint
CREATE TABLE "company_member" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"assigned_adviser_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by_user_id" text,
	CONSTRAINT "company_member_role_check" CHECK ("company_member"."role" in ('owner', 'adviser', 'assistant', 'read-only'))
);
--> statement-breakpoint
ALTER TABLE "company_invitation" ADD CONSTRAINT "company_invitation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitation" ADD CONSTRAINT "company_invitation_invited_by_user_id_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_added_by_user_id_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_member_company_idx" ON "company_member" USING btree ("company_id");--> statement-breakpoint
-- Every existing company's creator becomes its owner member (issue 19, ADR 029).
INSERT INTO "company_member" ("user_id", "company_id", "role")
SELECT "owner_user_id", "id", 'owner' FROM "company"
ON CONFLICT ("user_id") DO NOTHING;
