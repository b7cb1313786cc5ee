ALTER TABLE "job_cards" ADD COLUMN "previous_odometer" integer;--> statement-breakpoint
-- Job cards read before the rule: the reading each is checked against when edited is the highest
-- reading of the vehicle's earlier job cards; with none, only the lower bound of zero applies.
UPDATE "job_cards" AS "jc" SET "previous_odometer" = (
  SELECT max("earlier"."odometer") FROM "job_cards" AS "earlier"
  WHERE "earlier"."vehicle_id" = "jc"."vehicle_id" AND "earlier"."created_at" < "jc"."created_at"
) WHERE "jc"."odometer" IS NOT NULL;
