CREATE TABLE "audit_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_percent" numeric(5, 2) NOT NULL,
	"applies_to" text DEFAULT 'every-payment' NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"disabled_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_use" (
	"code" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_use_code_email_pk" PRIMARY KEY("code","email")
);
--> statement-breakpoint
CREATE TABLE "report_template" (
	"kind" "record_kind" PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "report_disclaimer" text;--> statement-breakpoint
ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_code_coupon_code_fk" FOREIGN KEY ("code") REFERENCES "public"."coupon"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template" ADD CONSTRAINT "report_template_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entry_at_idx" ON "audit_entry" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entry_target_idx" ON "audit_entry" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "coupon_use_email_idx" ON "coupon_use" USING btree ("email");