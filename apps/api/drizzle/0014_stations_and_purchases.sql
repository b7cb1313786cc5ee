CREATE TABLE "fuel_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"station_id" uuid,
	"fuel_type" text NOT NULL,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_prices_fuel_type_ck" CHECK ("fuel_prices"."fuel_type" in ('petrol', 'hi_octane', 'diesel')),
	CONSTRAINT "fuel_prices_currency_ck" CHECK ("fuel_prices"."currency" in ('PKR', 'SAR')),
	CONSTRAINT "fuel_prices_price_ck" CHECK ("fuel_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "station_terminals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"station_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"address" text NOT NULL,
	"country_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"fuel_types" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_status_ck" CHECK ("stations"."status" in ('active', 'inactive')),
	CONSTRAINT "stations_latitude_ck" CHECK ("stations"."latitude" between -90 and 90),
	CONSTRAINT "stations_longitude_ck" CHECK ("stations"."longitude" between -180 and 180),
	CONSTRAINT "stations_fuel_types_ck" CHECK ("stations"."fuel_types" <@ array['petrol', 'hi_octane', 'diesel']::text[])
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"station_id" uuid NOT NULL,
	"terminal_id" uuid,
	"attendant_id" uuid,
	"vehicle_id" uuid NOT NULL,
	"employee_id" uuid,
	"rule_id" uuid,
	"rule_subject" text,
	"fuel_type" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"currency" text NOT NULL,
	"unit_price" bigint,
	"commission_bp" integer,
	"tax_bp" integer,
	"odometer" integer NOT NULL,
	"previous_odometer" integer,
	"requested_ml" bigint,
	"requested_amount" bigint,
	"authorised_ml" bigint,
	"authorised_fuel" bigint,
	"hold_id" uuid,
	"hold_amount" bigint,
	"expires_at" timestamp with time zone,
	"litres_ml" bigint,
	"fuel_amount" bigint,
	"commission_amount" bigint,
	"tax_amount" bigint,
	"odometer_photo_id" uuid,
	"pump_photo_id" uuid,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "purchases_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "purchases_status_ck" CHECK ("purchases"."status" in ('held', 'completed', 'voided', 'expired', 'declined')),
	CONSTRAINT "purchases_fuel_type_ck" CHECK ("purchases"."fuel_type" in ('petrol', 'hi_octane', 'diesel')),
	CONSTRAINT "purchases_subject_ck" CHECK ("purchases"."rule_subject" is null or "purchases"."rule_subject" in ('vehicle', 'employee')),
	CONSTRAINT "purchases_decline_ck" CHECK (("purchases"."status" = 'declined') = ("purchases"."decline_reason" is not null) and ("purchases"."status" = 'declined') = ("purchases"."hold_id" is null)),
	CONSTRAINT "purchases_completed_ck" CHECK (("purchases"."status" = 'completed') = ("purchases"."litres_ml" is not null and "purchases"."fuel_amount" is not null)),
	CONSTRAINT "purchases_litres_ck" CHECK ("purchases"."litres_ml" is null or "purchases"."litres_ml" <= "purchases"."authorised_ml")
);
--> statement-breakpoint
CREATE TABLE "tpin_failures" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "tpin_failures_company_id_employee_id_day_pk" PRIMARY KEY("company_id","employee_id","day")
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_one_realm_ck";--> statement-breakpoint
ALTER TABLE "tenant_lookups" DROP CONSTRAINT "tenant_lookups_kind_ck";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "station_user_id" uuid;--> statement-breakpoint
ALTER TABLE "fuel_prices" ADD CONSTRAINT "fuel_prices_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_prices" ADD CONSTRAINT "fuel_prices_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_terminals" ADD CONSTRAINT "station_terminals_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_users" ADD CONSTRAINT "station_users_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_terminal_id_station_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."station_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_attendant_id_station_users_id_fk" FOREIGN KEY ("attendant_id") REFERENCES "public"."station_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_rule_fk" FOREIGN KEY ("company_id","rule_id") REFERENCES "public"."fuel_rules"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_hold_fk" FOREIGN KEY ("company_id","hold_id") REFERENCES "public"."ledger_holds"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_odometer_photo_fk" FOREIGN KEY ("company_id","odometer_photo_id") REFERENCES "public"."fleet_uploads"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_pump_photo_fk" FOREIGN KEY ("company_id","pump_photo_id") REFERENCES "public"."fleet_uploads"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpin_failures" ADD CONSTRAINT "tpin_failures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpin_failures" ADD CONSTRAINT "tpin_failures_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_prices_country_uq" ON "fuel_prices" USING btree ("country_id","fuel_type","effective_at") WHERE "fuel_prices"."station_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_prices_station_uq" ON "fuel_prices" USING btree ("station_id","fuel_type","effective_at") WHERE "fuel_prices"."station_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "station_terminals_key_uq" ON "station_terminals" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "station_terminals_station_idx" ON "station_terminals" USING btree ("station_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "station_users_email_uq" ON "station_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "station_users_station_idx" ON "station_users" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_name_uq" ON "stations" USING btree ("country_id",lower("name"));--> statement-breakpoint
CREATE INDEX "stations_city_idx" ON "stations" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "stations_created_idx" ON "stations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_hold_uq" ON "purchases" USING btree ("company_id","hold_id") WHERE "purchases"."hold_id" is not null;--> statement-breakpoint
CREATE INDEX "purchases_company_created_idx" ON "purchases" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_company_status_idx" ON "purchases" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "purchases_company_station_idx" ON "purchases" USING btree ("company_id","station_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_vehicle_idx" ON "purchases" USING btree ("company_id","vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_employee_idx" ON "purchases" USING btree ("company_id","employee_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_rule_idx" ON "purchases" USING btree ("company_id","rule_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_open_idx" ON "purchases" USING btree ("company_id","expires_at") WHERE "purchases"."status" = 'held';--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_station_user_id_station_users_id_fk" FOREIGN KEY ("station_user_id") REFERENCES "public"."station_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_station_user_idx" ON "sessions" USING btree ("station_user_id");--> statement-breakpoint
CREATE INDEX "vehicles_car_id_idx" ON "vehicles" USING btree (upper("car_id"));--> statement-breakpoint
CREATE INDEX "vehicles_plate_idx" ON "vehicles" USING btree (upper("plate_no"));--> statement-breakpoint
CREATE INDEX "vehicles_nfc_idx" ON "vehicles" USING btree ("nfc_tag");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_realm_ck" CHECK (num_nonnulls("sessions"."user_id", "sessions"."employee_id", "sessions"."ops_user_id", "sessions"."station_user_id") = 1 and ("sessions"."user_id" is null) = ("sessions"."shop_id" is null) and ("sessions"."employee_id" is null) = ("sessions"."company_id" is null));--> statement-breakpoint
ALTER TABLE "tenant_lookups" ADD CONSTRAINT "tenant_lookups_kind_ck" CHECK ("tenant_lookups"."kind" in ('shop_user_email', 'employee_email', 'vehicle_qr_token', 'merchant_id', 'purchase_reference'));