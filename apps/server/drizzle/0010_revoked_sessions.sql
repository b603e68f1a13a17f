CREATE TABLE "revoked_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revoked_session" ADD CONSTRAINT "revoked_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_session_user_id_idx" ON "revoked_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revoked_session_expires_at_idx" ON "revoked_session" USING btree ("expires_at");