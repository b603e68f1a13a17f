ALTER TABLE "payfast_seat_change" ADD COLUMN "peak_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 031 amendment): a company's peak so far is at least the members it has now.
UPDATE "payfast_seat_change" SET "peak_seats" = (
	SELECT count(*)::int FROM "company_member" WHERE "company_member"."company_id" = "payfast_seat_change"."company_id"
);
