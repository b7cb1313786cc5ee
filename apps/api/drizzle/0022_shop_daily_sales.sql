CREATE TABLE "shop_daily_sales" (
	"shop_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"day" date NOT NULL,
	"job_card_invoices" integer DEFAULT 0 NOT NULL,
	"job_card_sales_minor" bigint DEFAULT 0 NOT NULL,
	"order_invoices" integer DEFAULT 0 NOT NULL,
	"order_sales_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"orders_placed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_daily_sales_shop_id_branch_id_day_pk" PRIMARY KEY("shop_id","branch_id","day")
);
--> statement-breakpoint
ALTER TABLE "shop_daily_sales" ADD CONSTRAINT "shop_daily_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_daily_sales" ADD CONSTRAINT "shop_daily_sales_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_daily_sales_shop_day_idx" ON "shop_daily_sales" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "appointments_shop_live_date_idx" ON "appointments" USING btree ("shop_id","appointment_date","branch_id","employee_id","start_minute","end_minute") WHERE "appointments"."status" <> 'cancelled';
