CREATE TABLE "stock_order_lines" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"stock_order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"variant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"quantity" integer NOT NULL,
	"unit_cost_minor" bigint DEFAULT 0 NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_order_lines_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "stock_order_lines_quantity_ck" CHECK ("stock_order_lines"."quantity" > 0 and "stock_order_lines"."received_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_orders" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"supplier_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"expected_on" date,
	"notes" text,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"received_value_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"ordered_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_orders_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "stock_orders_status_ck" CHECK ("stock_orders"."status" in ('draft', 'ordered', 'partly_received', 'received', 'cancelled')),
	CONSTRAINT "stock_orders_paid_ck" CHECK ("stock_orders"."paid_minor" >= 0 and "stock_orders"."paid_minor" <= "stock_orders"."received_value_minor")
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_ck";--> statement-breakpoint
DROP INDEX "suppliers_shop_name_uq";--> statement-breakpoint
ALTER TABLE "shop_counters" ADD COLUMN "last_stock_order_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "stock_order_id" uuid;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_order_lines" ADD CONSTRAINT "stock_order_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_lines" ADD CONSTRAINT "stock_order_lines_stock_order_fk" FOREIGN KEY ("shop_id","stock_order_id") REFERENCES "public"."stock_orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_lines" ADD CONSTRAINT "stock_order_lines_variant_fk" FOREIGN KEY ("shop_id","variant_id") REFERENCES "public"."product_variants"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_supplier_fk" FOREIGN KEY ("shop_id","supplier_id") REFERENCES "public"."suppliers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_created_by_fk" FOREIGN KEY ("shop_id","created_by") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_order_lines_variant_uq" ON "stock_order_lines" USING btree ("shop_id","stock_order_id","variant_id");--> statement-breakpoint
CREATE INDEX "stock_order_lines_variant_idx" ON "stock_order_lines" USING btree ("shop_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_orders_shop_number_uq" ON "stock_orders" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "stock_orders_shop_created_idx" ON "stock_orders" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_orders_shop_status_created_idx" ON "stock_orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "stock_orders_shop_supplier_created_idx" ON "stock_orders" USING btree ("shop_id","supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_orders_shop_branch_created_idx" ON "stock_orders" USING btree ("shop_id","branch_id","created_at");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_order_fk" FOREIGN KEY ("shop_id","stock_order_id") REFERENCES "public"."stock_orders"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_shop_name_uq" ON "suppliers" USING btree ("shop_id",lower("name")) WHERE "suppliers"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_receipt_ck" CHECK (("stock_movements"."reason" = 'receipt') = ("stock_movements"."stock_order_id" is not null));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_ck" CHECK ("stock_movements"."reason" in ('sale', 'void', 'adjustment', 'receipt'));