CREATE TABLE "suppliers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"phone" text,
	"email" text,
	"address" text,
	"country_id" uuid,
	"state_id" uuid,
	"city_id" uuid,
	"tax_number" text,
	"payment_terms_days" integer,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("suppliers"."name" || ' ' || coalesce("suppliers"."contact_person", '') || ' ' || coalesce("suppliers"."email", '') || ' ' || coalesce("suppliers"."tax_number", '')) || ' ' || regexp_replace(coalesce("suppliers"."phone", ''), '[^0-9]', '', 'g')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_shop_name_uq" ON "suppliers" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "suppliers_shop_name_idx" ON "suppliers" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "suppliers_shop_created_idx" ON "suppliers" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "suppliers_shop_search_trgm_idx" ON "suppliers" USING gin ("shop_id","search_text" gin_trgm_ops);