CREATE TABLE "payfast_seat_change" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"changes" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"confirmed_amount_cents" integer,
	"done_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "annual_fee" numeric(9, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "seat_price_cents" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payfast_seat_change" ADD CONSTRAINT "payfast_seat_change_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payfast_seat_change_due_idx" ON "payfast_seat_change" USING btree ("state","next_attempt_at");