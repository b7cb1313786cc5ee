CREATE TABLE "station_reviews" (
	"company_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"employee_id" uuid,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_reviews_company_id_purchase_id_pk" PRIMARY KEY("company_id","purchase_id"),
	CONSTRAINT "station_reviews_rating_ck" CHECK ("station_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "commission_documents" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"month" date NOT NULL,
	"corrects_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"net" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_documents_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "commission_documents_kind_ck" CHECK ("commission_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "commission_documents_corrects_ck" CHECK (("commission_documents"."kind" = 'credit_note') = ("commission_documents"."corrects_id" is not null)),
	CONSTRAINT "commission_documents_total_ck" CHECK ("commission_documents"."net" + "commission_documents"."tax" = "commission_documents"."total" and "commission_documents"."net" >= 0 and "commission_documents"."tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fleet_statements" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"month" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"opening" bigint NOT NULL,
	"credits" bigint NOT NULL,
	"debits" bigint NOT NULL,
	"closing" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_statements_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "fleet_statements_number_ck" CHECK ("fleet_statements"."number" > 0),
	CONSTRAINT "fleet_statements_sums_ck" CHECK ("fleet_statements"."opening" + "fleet_statements"."credits" - "fleet_statements"."debits" = "fleet_statements"."closing"),
	CONSTRAINT "fleet_statements_period_ck" CHECK ("fleet_statements"."starts_at" < "fleet_statements"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "platform_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_sellers" (
	"country_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL,
	"address" text NOT NULL,
	"tax_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "alerts_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "dispute_outcome" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "dispute_note" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "dispute_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "dispute_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "station_reviews" ADD CONSTRAINT "station_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_reviews" ADD CONSTRAINT "station_reviews_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_reviews" ADD CONSTRAINT "station_reviews_purchase_fk" FOREIGN KEY ("company_id","purchase_id") REFERENCES "public"."purchases"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_reviews" ADD CONSTRAINT "station_reviews_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_documents" ADD CONSTRAINT "commission_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_documents" ADD CONSTRAINT "commission_documents_corrects_fk" FOREIGN KEY ("company_id","corrects_id") REFERENCES "public"."commission_documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_statements" ADD CONSTRAINT "fleet_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_reviews_company_created_idx" ON "station_reviews" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "station_reviews_station_created_idx" ON "station_reviews" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_documents_invoice_uq" ON "commission_documents" USING btree ("company_id","month") WHERE "commission_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "commission_documents_credit_uq" ON "commission_documents" USING btree ("company_id","month","corrects_id") WHERE "commission_documents"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "commission_documents_company_issued_idx" ON "commission_documents" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_statements_number_uq" ON "fleet_statements" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_statements_month_uq" ON "fleet_statements" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "purchases_completed_idx" ON "purchases" USING btree ("company_id","resolved_at") WHERE "purchases"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_dispute_ck" CHECK ("purchases"."dispute_outcome" is null or ("purchases"."dispute_outcome" in ('refunded', 'upheld') and "purchases"."review" = 'disputed' and "purchases"."dispute_decided_at" is not null));