CREATE TABLE "commission_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"rate_bp" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_rate_ck" CHECK ("commission_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "ops_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"company_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ops_users_role_ck" CHECK ("ops_users"."role" in ('admin', 'reviewer'))
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hold_expiry_minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_one_row_ck" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_hold_expiry_ck" CHECK ("platform_settings"."hold_expiry_minutes" between 5 and 1440)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"state_id" uuid,
	"rate_bp" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_ck" CHECK ("tax_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_one_realm_ck";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ops_user_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "low_balance_threshold" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "low_balance_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_audit" ADD CONSTRAINT "ops_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_company_from_uq" ON "commission_rates" USING btree ("company_id","effective_from");--> statement-breakpoint
CREATE INDEX "ops_audit_created_idx" ON "ops_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_company_created_idx" ON "ops_audit" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ops_users_email_uq" ON "ops_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_place_from_uq" ON "tax_rates" USING btree ("country_id",coalesce("state_id", '00000000-0000-0000-0000-000000000000'::uuid),"effective_from");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_ops_user_id_ops_users_id_fk" FOREIGN KEY ("ops_user_id") REFERENCES "public"."ops_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_ops_user_idx" ON "sessions" USING btree ("ops_user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_realm_ck" CHECK (num_nonnulls("sessions"."user_id", "sessions"."employee_id", "sessions"."ops_user_id") = 1 and ("sessions"."user_id" is null) = ("sessions"."shop_id" is null) and ("sessions"."employee_id" is null) = ("sessions"."company_id" is null));--> statement-breakpoint
-- Each company's commission becomes the first row of its history, in force from the day it joined.
-- The tax column taxed fuel purchases; the tax is on the commission now, from the table of rates by place.
INSERT INTO "commission_rates" ("company_id", "rate_bp", "effective_from")
SELECT "id", "commission_bp", "created_at"::date FROM "companies";
