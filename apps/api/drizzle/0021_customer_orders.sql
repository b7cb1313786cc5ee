CREATE TABLE "order_packages" (
	"order_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_packages_shop_id_order_id_package_id_pk" PRIMARY KEY("shop_id","order_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"variant_id" uuid NOT NULL,
	"package_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_type" smallint,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"holds_stock" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_products_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "order_products_quantity_ck" CHECK ("order_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"order_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"courier_company" text NOT NULL,
	"delivery_address" text NOT NULL,
	"estimated_delivery_date" date,
	"remarks" text,
	"tracking_number" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_shop_id_order_id_pk" PRIMARY KEY("shop_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"client_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"delivery_address" text,
	"pickup_date" date,
	"pickup_time" text,
	"notes" text,
	"currency" text NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"units" integer NOT NULL,
	"confirmed_at" timestamp with time zone,
	"packed_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "orders_kind_ck" CHECK ("orders"."kind" in ('delivery', 'pickup')),
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('placed', 'confirmed', 'packed', 'shipped', 'ready_for_pickup', 'delivered', 'picked_up', 'cancelled')),
	CONSTRAINT "orders_kind_fields_ck" CHECK (("orders"."kind" = 'delivery' and "orders"."delivery_address" is not null) or ("orders"."kind" = 'pickup' and "orders"."pickup_date" is not null and "orders"."pickup_time" is not null))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_ck";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "job_card_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_counters" ADD COLUMN "last_order_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_package_fk" FOREIGN KEY ("shop_id","package_id") REFERENCES "public"."packages"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_variant_fk" FOREIGN KEY ("shop_id","variant_id") REFERENCES "public"."product_variants"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_package_fk" FOREIGN KEY ("shop_id","package_id") REFERENCES "public"."packages"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_updated_by_fk" FOREIGN KEY ("shop_id","updated_by") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_fk" FOREIGN KEY ("shop_id","created_by") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("shop_id","order_id","position");--> statement-breakpoint
CREATE INDEX "order_products_variant_idx" ON "order_products" USING btree ("shop_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_number_uq" ON "orders" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_status_created_idx" ON "orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_branch_created_idx" ON "orders" USING btree ("shop_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_client_created_idx" ON "orders" USING btree ("shop_id","client_id","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("shop_id","order_id");--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_reserved_ck" CHECK ("variant_stock"."reserved" >= 0 and "variant_stock"."reserved" <= "variant_stock"."quantity");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_source_ck" CHECK (num_nonnulls("invoices"."job_card_id", "invoices"."order_id") = 1);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_ck" CHECK (("stock_movements"."reason" = 'order') = ("stock_movements"."order_id" is not null));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_ck" CHECK ("stock_movements"."reason" in ('sale', 'void', 'adjustment', 'receipt', 'transfer', 'order'));