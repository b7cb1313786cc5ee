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
CREATE INDEX "appointments_shop_live_date_idx" ON "appointments" USING btree ("shop_id","appointment_date","branch_id","employee_id","start_minute","end_minute") WHERE "appointments"."status" <> 'cancelled';--> statement-breakpoint
-- The rollup of what the shops already sold, paid and ordered (decision 0055), on each shop's wall clock.
INSERT INTO "shop_daily_sales" ("shop_id", "branch_id", "day", "job_card_invoices", "job_card_sales_minor", "order_invoices", "order_sales_minor", "paid_minor", "orders_placed")
SELECT x.shop_id, x.branch_id, x.day, sum(x.jc)::int, sum(x.jc_minor)::bigint, sum(x.oi)::int, sum(x.oi_minor)::bigint, sum(x.paid)::bigint, sum(x.placed)::int
FROM (
  SELECT i.shop_id, i.branch_id, (i.issued_at AT TIME ZONE s.time_zone)::date AS day,
    (i.job_card_id IS NOT NULL)::int AS jc, CASE WHEN i.job_card_id IS NOT NULL THEN i.total_minor ELSE 0 END AS jc_minor,
    (i.order_id IS NOT NULL)::int AS oi, CASE WHEN i.order_id IS NOT NULL THEN i.total_minor ELSE 0 END AS oi_minor,
    0::bigint AS paid, 0 AS placed
  FROM "invoices" i JOIN "shops" s ON s.id = i.shop_id WHERE i.voided_at IS NULL
  UNION ALL
  SELECT p.shop_id, i.branch_id, (p.paid_at AT TIME ZONE s.time_zone)::date, 0, 0, 0, 0, p.amount_minor, 0
  FROM "payments" p JOIN "invoices" i ON i.shop_id = p.shop_id AND i.id = p.invoice_id JOIN "shops" s ON s.id = p.shop_id
  UNION ALL
  SELECT o.shop_id, o.branch_id, (o.created_at AT TIME ZONE s.time_zone)::date, 0, 0, 0, 0, 0, 1
  FROM "orders" o JOIN "shops" s ON s.id = o.shop_id
) x
GROUP BY x.shop_id, x.branch_id, x.day;
