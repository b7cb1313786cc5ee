CREATE TABLE "vehicle_makes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"make_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" text NOT NULL,
	"company_name" text NOT NULL,
	"company_type" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"country_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"industry" text NOT NULL,
	"company_size" text NOT NULL,
	"fleet_size" integer NOT NULL,
	"monthly_usage" bigint NOT NULL,
	"monthly_usage_unit" text NOT NULL,
	"contact_role" text NOT NULL,
	"experience" text NOT NULL,
	"bank_code" text NOT NULL,
	"iban" text NOT NULL,
	"account_title" text NOT NULL,
	"authorised_person" text NOT NULL,
	"ntn" text NOT NULL,
	"strn" text NOT NULL,
	"referral" text,
	"currency" text NOT NULL,
	"commission_bp" integer DEFAULT 150 NOT NULL,
	"tax_bp" integer DEFAULT 1600 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_currency_ck" CHECK ("companies"."currency" in ('PKR', 'SAR'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"employee_code" text,
	"branch_id" uuid,
	"department_id" uuid,
	"designation_id" uuid,
	"gender" text,
	"date_of_birth" date,
	"national_id" text,
	"phone" text,
	"email" text,
	"photo_upload_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"role_id" uuid,
	"rule_id" uuid,
	"tpin_hash" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_status_ck" CHECK ("employees"."status" in ('active', 'inactive', 'pause', 'deactive', 'out_of_service'))
);
--> statement-breakpoint
CREATE TABLE "fleet_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"fuel_type" text NOT NULL,
	"mode" text NOT NULL,
	"cycle" text NOT NULL,
	"fuel_limit_litres" integer,
	"amount_limit" bigint,
	"fuelings_per_day" integer NOT NULL,
	"fueling_days" jsonb NOT NULL,
	"next_limit" bigint,
	"next_limit_from" date,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"usage_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_rules_fuel_type_ck" CHECK ("fuel_rules"."fuel_type" in ('petrol', 'hi_octane', 'diesel')),
	CONSTRAINT "fuel_rules_mode_ck" CHECK ("fuel_rules"."mode" in ('recurring', 'amount')),
	CONSTRAINT "fuel_rules_cycle_ck" CHECK ("fuel_rules"."cycle" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "org_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_units_kind_ck" CHECK ("org_units"."kind" in ('branch', 'department', 'designation'))
);
--> statement-breakpoint
CREATE TABLE "safety_factors" (
	"company_id" uuid NOT NULL,
	"vehicle_type_id" uuid NOT NULL,
	"factor_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"unassigned_at" timestamp with time zone,
	"start_odometer" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_assignments_order_ck" CHECK ("vehicle_assignments"."ends_at" > "vehicle_assignments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"car_id" text NOT NULL,
	"vehicle_type_id" uuid NOT NULL,
	"fleet_type" text NOT NULL,
	"make_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"variant" text,
	"cc" integer,
	"year" integer NOT NULL,
	"color" text,
	"plate_no" text NOT NULL,
	"engine_no" text,
	"chassis_no" text NOT NULL,
	"nfc_tag" text,
	"fuel_type" text NOT NULL,
	"secondary_fuel_type" text,
	"consumption_rate" integer,
	"initial_odometer" integer NOT NULL,
	"current_odometer" integer NOT NULL,
	"primary_tank_limit" integer NOT NULL,
	"secondary_tank_limit" integer,
	"safety_factor_bp" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"rule_id" uuid,
	"qr_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_status_ck" CHECK ("vehicles"."status" in ('active', 'inactive', 'pause', 'deactive', 'out_of_service')),
	CONSTRAINT "vehicles_fuel_type_ck" CHECK ("vehicles"."fuel_type" in ('petrol', 'hi_octane', 'diesel'))
);
--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "shop_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "shop_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "employee_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "employee_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "is_remembered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_makes" ADD CONSTRAINT "vehicle_makes_type_id_vehicle_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_branch_id_org_units_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_org_units_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_designation_id_org_units_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_id_fleet_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."fleet_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_rule_id_fuel_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."fuel_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_roles" ADD CONSTRAINT "fleet_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_rules" ADD CONSTRAINT "fuel_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_factors" ADD CONSTRAINT "safety_factors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_factors" ADD CONSTRAINT "safety_factors_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_rule_id_fuel_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."fuel_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_makes_type_name_uq" ON "vehicle_makes" USING btree ("type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_make_name_uq" ON "vehicle_models" USING btree ("make_id","name");--> statement-breakpoint
CREATE INDEX "vehicle_models_make_idx" ON "vehicle_models" USING btree ("make_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_types_code_uq" ON "vehicle_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_merchant_id_uq" ON "companies" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_uq" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_code_uq" ON "employees" USING btree ("company_id","employee_code");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_tpin_uq" ON "employees" USING btree ("company_id","tpin_hash");--> statement-breakpoint
CREATE INDEX "employees_company_created_idx" ON "employees" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "employees_company_status_idx" ON "employees" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "employees_company_name_idx" ON "employees" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "employees_role_idx" ON "employees" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "employees_branch_idx" ON "employees" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "employees_designation_idx" ON "employees" USING btree ("designation_id");--> statement-breakpoint
CREATE INDEX "employees_rule_idx" ON "employees" USING btree ("rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_roles_company_name_uq" ON "fleet_roles" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fleet_roles_company_created_idx" ON "fleet_roles" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_rules_company_name_uq" ON "fuel_rules" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fuel_rules_company_created_idx" ON "fuel_rules" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_company_kind_name_uq" ON "org_units" USING btree ("company_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "org_units_company_kind_created_idx" ON "org_units" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_factors_company_type_uq" ON "safety_factors" USING btree ("company_id","vehicle_type_id");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_company_starts_idx" ON "vehicle_assignments" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_company_ends_idx" ON "vehicle_assignments" USING btree ("company_id","ends_at");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_vehicle_idx" ON "vehicle_assignments" USING btree ("vehicle_id","starts_at");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_employee_idx" ON "vehicle_assignments" USING btree ("employee_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_plate_uq" ON "vehicles" USING btree ("company_id",upper("plate_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_chassis_uq" ON "vehicles" USING btree ("company_id",upper("chassis_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_nfc_uq" ON "vehicles" USING btree ("company_id","nfc_tag");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_car_id_uq" ON "vehicles" USING btree ("company_id",upper("car_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_qr_token_uq" ON "vehicles" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "vehicles_company_created_idx" ON "vehicles" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_idx" ON "vehicles" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_company_type_idx" ON "vehicles" USING btree ("company_id","vehicle_type_id");--> statement-breakpoint
CREATE INDEX "vehicles_rule_idx" ON "vehicles" USING btree ("rule_id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_company_idx" ON "uploads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_employee_idx" ON "password_reset_tokens" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "sessions_employee_idx" ON "sessions" USING btree ("employee_id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_one_owner_ck" CHECK (("uploads"."shop_id" is null) <> ("uploads"."company_id" is null));--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_one_user_ck" CHECK (("password_reset_tokens"."user_id" is null) <> ("password_reset_tokens"."employee_id" is null));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_realm_ck" CHECK (("sessions"."user_id" is not null and "sessions"."shop_id" is not null and "sessions"."employee_id" is null and "sessions"."company_id" is null) or ("sessions"."user_id" is null and "sessions"."shop_id" is null and "sessions"."employee_id" is not null and "sessions"."company_id" is not null));