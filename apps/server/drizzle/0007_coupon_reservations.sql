ALTER TABLE "coupon" ADD COLUMN "uses_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD COLUMN "status" text DEFAULT 'used' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '1 hour' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_uses_within_limit" CHECK ("coupon"."uses_count" >= 0 AND ("coupon"."usage_limit" IS NULL OR "coupon"."uses_count" <= "coupon"."usage_limit"));