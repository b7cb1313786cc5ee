CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "client_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"vehicle_type_id" uuid NOT NULL,
	"make_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"year" smallint,
	"colour" text,
	"vin" text,
	"odometer" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"identity_number" text,
	"gender" text,
	"address" text,
	"notes" text,
	"archived_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("clients"."name") || ' ' || regexp_replace("clients"."phone", '[^0-9]', '', 'g') || ' ' || coalesce("clients"."identity_number", '')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"job_card_id" uuid NOT NULL,
	"job_card_service_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"appointment_date" date NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_ck" CHECK ("appointments"."status" in ('booked', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "appointments_span_ck" CHECK ("appointments"."start_minute" >= 0 and "appointments"."end_minute" > "appointments"."start_minute" and "appointments"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "job_card_inspections" (
	"job_card_id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"photo_upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_card_packages" (
	"job_card_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_card_packages_job_card_id_package_id_pk" PRIMARY KEY("job_card_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "job_card_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_card_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"package_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_type" smallint,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_card_products_quantity_ck" CHECK ("job_card_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_card_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_card_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"package_id" uuid,
	"name" text NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_type" smallint,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"duration_minutes" integer NOT NULL,
	"vat_applies" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"scheduled_date" date NOT NULL,
	"odometer" integer,
	"show_inspection" boolean DEFAULT false NOT NULL,
	"inspection_provider_id" uuid,
	"notes" text,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_cards_status_ck" CHECK ("job_cards"."status" in ('booked', 'in_progress', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_type" smallint,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"vat_applies" boolean NOT NULL,
	CONSTRAINT "invoice_lines_kind_ck" CHECK ("invoice_lines"."kind" in ('service', 'product', 'package'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"job_card_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_vat_number" text,
	"vat_rate_bp" integer NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_payment_status_ck" CHECK ("invoices"."payment_status" in ('unpaid', 'partial', 'paid')),
	CONSTRAINT "invoices_paid_ck" CHECK ("invoices"."paid_minor" >= 0 and "invoices"."paid_minor" <= "invoices"."total_minor")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"method" text DEFAULT 'cash' NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_ck" CHECK ("payments"."method" in ('cash')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_counters" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"last_job_card_number" integer DEFAULT 0 NOT NULL,
	"last_invoice_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity_change" integer NOT NULL,
	"reason" text NOT NULL,
	"invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_ck" CHECK ("stock_movements"."reason" in ('sale', 'void'))
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "time_zone" text DEFAULT 'Asia/Karachi' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "slot_interval_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_vehicles" ADD CONSTRAINT "client_vehicles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vehicles" ADD CONSTRAINT "client_vehicles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vehicles" ADD CONSTRAINT "client_vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vehicles" ADD CONSTRAINT "client_vehicles_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vehicles" ADD CONSTRAINT "client_vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_job_card_service_id_job_card_services_id_fk" FOREIGN KEY ("job_card_service_id") REFERENCES "public"."job_card_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_id_shop_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."shop_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_inspections" ADD CONSTRAINT "job_card_inspections_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_inspections" ADD CONSTRAINT "job_card_inspections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_inspections" ADD CONSTRAINT "job_card_inspections_updated_by_shop_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."shop_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_packages" ADD CONSTRAINT "job_card_packages_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_packages" ADD CONSTRAINT "job_card_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_packages" ADD CONSTRAINT "job_card_packages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_products" ADD CONSTRAINT "job_card_products_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_products" ADD CONSTRAINT "job_card_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_products" ADD CONSTRAINT "job_card_products_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_products" ADD CONSTRAINT "job_card_products_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_provider_id_shop_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."shop_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_vehicle_id_client_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."client_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_inspection_provider_id_shop_users_id_fk" FOREIGN KEY ("inspection_provider_id") REFERENCES "public"."shop_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_created_by_shop_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."shop_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_card_id_job_cards_id_fk" FOREIGN KEY ("job_card_id") REFERENCES "public"."job_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_shop_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."shop_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_shop_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."shop_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_counters" ADD CONSTRAINT "shop_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_shop_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."shop_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_vehicles_client_idx" ON "client_vehicles" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_vehicles_shop_plate_uq" ON "client_vehicles" USING btree ("shop_id",lower("plate")) WHERE "client_vehicles"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "client_vehicles_shop_vin_uq" ON "client_vehicles" USING btree ("shop_id",lower("vin")) WHERE "client_vehicles"."vin" is not null and "client_vehicles"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_shop_identity_uq" ON "clients" USING btree ("shop_id","identity_number") WHERE "clients"."identity_number" is not null and "clients"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "clients_shop_created_idx" ON "clients" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_shop_name_idx" ON "clients" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_employee_date_idx" ON "appointments" USING btree ("employee_id","appointment_date","start_minute");--> statement-breakpoint
CREATE INDEX "appointments_shop_date_idx" ON "appointments" USING btree ("shop_id","appointment_date","start_minute");--> statement-breakpoint
CREATE INDEX "appointments_branch_date_idx" ON "appointments" USING btree ("branch_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_job_card_idx" ON "appointments" USING btree ("job_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_job_card_service_uq" ON "appointments" USING btree ("job_card_service_id");--> statement-breakpoint
CREATE INDEX "job_card_packages_package_idx" ON "job_card_packages" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "job_card_products_job_card_idx" ON "job_card_products" USING btree ("job_card_id");--> statement-breakpoint
CREATE INDEX "job_card_products_variant_idx" ON "job_card_products" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_card_services_pair_uq" ON "job_card_services" USING btree ("job_card_id","service_id","provider_id");--> statement-breakpoint
CREATE INDEX "job_card_services_service_idx" ON "job_card_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "job_card_services_provider_idx" ON "job_card_services" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_cards_shop_number_uq" ON "job_cards" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "job_cards_shop_date_idx" ON "job_cards" USING btree ("shop_id","scheduled_date","number");--> statement-breakpoint
CREATE INDEX "job_cards_shop_status_date_idx" ON "job_cards" USING btree ("shop_id","status","scheduled_date");--> statement-breakpoint
CREATE INDEX "job_cards_shop_branch_date_idx" ON "job_cards" USING btree ("shop_id","branch_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "job_cards_client_idx" ON "job_cards" USING btree ("client_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "job_cards_vehicle_idx" ON "job_cards" USING btree ("vehicle_id","scheduled_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_uq" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shop_number_uq" ON "invoices" USING btree ("shop_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_job_card_uq" ON "invoices" USING btree ("job_card_id");--> statement-breakpoint
CREATE INDEX "invoices_shop_issued_idx" ON "invoices" USING btree ("shop_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_shop_status_issued_idx" ON "invoices" USING btree ("shop_id","payment_status","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_shop_branch_issued_idx" ON "invoices" USING btree ("shop_id","branch_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_client_issued_idx" ON "invoices" USING btree ("client_id","issued_at");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","paid_at");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_branch_idx" ON "stock_movements" USING btree ("variant_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_invoice_idx" ON "stock_movements" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_slot_interval_ck" CHECK ("shops"."slot_interval_minutes" between 5 and 45 and "shops"."slot_interval_minutes" % 5 = 0);--> statement-breakpoint
UPDATE "shops" SET "time_zone" = 'Asia/Riyadh' WHERE "currency" = 'SAR';
