CREATE TYPE "public"."rate_table_kind" AS ENUM('tax-year', 'transfer-duty', 'transfer-cost-tariff');--> statement-breakpoint
CREATE TYPE "public"."record_kind" AS ENUM('scenario', 'transfer-duty', 'home-loan-repayment', 'investment-comparison');--> statement-breakpoint
CREATE TABLE "client" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"client_surname" text NOT NULL,
	"email" text,
	"phone" text,
	"id_number" text,
	"date_of_birth" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "client_company_id_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "rate_table" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "rate_table_kind" NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "rate_table_kind_key_version_unique" UNIQUE("kind","key","version")
);
--> statement-breakpoint
CREATE TABLE "record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" "record_kind" NOT NULL,
	"name" text NOT NULL,
	"tax_year" integer,
	"inputs" jsonb NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"locked_at" timestamp with time zone,
	"result_snapshot" jsonb,
	"rate_table_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "record_tax_year_only_for_scenarios" CHECK (("record"."kind" = 'scenario') = ("record"."tax_year" is not null)),
	CONSTRAINT "record_locked_has_snapshot" CHECK (not "record"."locked" or ("record"."result_snapshot" is not null and "record"."locked_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_table" ADD CONSTRAINT "rate_table_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record" ADD CONSTRAINT "record_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record" ADD CONSTRAINT "record_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."client"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_company_surname_name_idx" ON "client" USING btree ("company_id",lower("client_surname"),lower("client_name"),"id");--> statement-breakpoint
CREATE INDEX "record_client_kind_created_idx" ON "record" USING btree ("company_id","client_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);