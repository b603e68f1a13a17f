CREATE TABLE "payfast_agreement_cancel" (
	"token" text PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"m_payment_id" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payfast_agreement_cancel" ADD CONSTRAINT "payfast_agreement_cancel_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payfast_agreement_cancel_due_idx" ON "payfast_agreement_cancel" USING btree ("state","next_attempt_at");