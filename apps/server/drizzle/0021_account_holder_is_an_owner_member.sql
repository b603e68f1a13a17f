ALTER TABLE "company" ADD COLUMN "holder_role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_company_user_role_key" UNIQUE("company_id","user_id","role");--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_holder_role_check" CHECK ("company"."holder_role" = 'owner');--> statement-breakpoint
-- Hand-written (ADR 029 amendment, issue 37): a company whose account holder has left or is no
-- longer an owner (a co-owner removed or demoted them before this release) passes to its
-- longest-standing owner, as the member routes now do in the changing transaction.
UPDATE "company" SET "owner_user_id" = (
	SELECT "m"."user_id" FROM "company_member" "m"
	WHERE "m"."company_id" = "company"."id" AND "m"."role" = 'owner'
	ORDER BY "m"."added_at", "m"."user_id" LIMIT 1
)
WHERE NOT EXISTS (
	SELECT 1 FROM "company_member" "h"
	WHERE "h"."company_id" = "company"."id" AND "h"."user_id" = "company"."owner_user_id" AND "h"."role" = 'owner'
);--> statement-breakpoint
-- Hand-written: drizzle cannot declare a deferrable key. The holder is an owner member of the
-- company; checked at commit, so a company and its first member are inserted in one transaction
-- and the holding is passed on before (or after) the holder's row changes in the same one.
ALTER TABLE "company" ADD CONSTRAINT "company_holder_is_an_owner_member_fk"
	FOREIGN KEY ("id", "owner_user_id", "holder_role")
	REFERENCES "company_member" ("company_id", "user_id", "role")
	DEFERRABLE INITIALLY DEFERRED;
