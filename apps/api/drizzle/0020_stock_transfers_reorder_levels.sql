ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_ck";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "reorder_level" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "other_branch_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_other_branch_fk" FOREIGN KEY ("shop_id","other_branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_transfer_ck" CHECK (("stock_movements"."reason" = 'transfer') = ("stock_movements"."other_branch_id" is not null));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_ck" CHECK ("stock_movements"."reason" in ('sale', 'void', 'adjustment', 'receipt', 'transfer'));