CREATE TABLE "user_deletion" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"deleted_by_email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_deletion" ADD CONSTRAINT "user_deletion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_deletion_purge_after_idx" ON "user_deletion" USING btree ("purge_after");