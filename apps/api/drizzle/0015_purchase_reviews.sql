ALTER TABLE "purchases" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_reviewed_by_fk" FOREIGN KEY ("company_id","reviewed_by") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_flagged_idx" ON "purchases" USING btree ("company_id","created_at") WHERE cardinality("purchases"."flags") > 0;--> statement-breakpoint
CREATE INDEX "purchases_disputed_idx" ON "purchases" USING btree ("reviewed_at") WHERE "purchases"."review" = 'disputed';--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_review_ck" CHECK ("purchases"."review" is null or "purchases"."review" in ('explained', 'disputed'));