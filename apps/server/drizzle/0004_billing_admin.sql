CREATE TABLE "accounting_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_outbox_company_kind" UNIQUE("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"pf_payment_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_rate_percent" numeric(5, 2) NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_pf_payment_id_unique" UNIQUE("pf_payment_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"id" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payfast_itn" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remote_ip" text NOT NULL,
	"raw_body" text NOT NULL,
	"m_payment_id" text,
	"pf_payment_id" text,
	"payment_status" text,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payfast_processed_itn" (
	"pf_payment_id" text NOT NULL,
	"payment_status" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payfast_processed_itn_pf_payment_id_payment_status_pk" PRIMARY KEY("pf_payment_id","payment_status")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"m_payment_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"coupon_code" text,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"plan_amount_cents" integer NOT NULL,
	"first_amount_cents" integer NOT NULL,
	"recurring_amount_cents" integer NOT NULL,
	"billing_date" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payment_m_payment_id_unique" UNIQUE("m_payment_id")
);
--> statement-breakpoint
CREATE TABLE "user_deletion" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"deleted_by_email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_outbox" ADD CONSTRAINT "accounting_outbox_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_deletion" ADD CONSTRAINT "user_deletion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_outbox_due_idx" ON "accounting_outbox" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "invoice_company_idx" ON "invoice" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "payment_company_idx" ON "payment" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "user_deletion_purge_after_idx" ON "user_deletion" USING btree ("purge_after");