ALTER TABLE "payment" ADD COLUMN "previous_seats" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "previous_plan_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "previous_recurring_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "amount_changed_at" timestamp with time zone;