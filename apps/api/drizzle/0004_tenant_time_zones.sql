ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Asia/Karachi' NOT NULL;--> statement-breakpoint
-- Existing companies keep the zone their currency gave them before the zone was their own.
UPDATE "companies" SET "time_zone" = 'Asia/Riyadh' WHERE "currency" = 'SAR';--> statement-breakpoint
-- Shops in Saudi Arabia (or in SAR without a country) that signed up on the default zone move to Riyadh's.
UPDATE "shops" SET "time_zone" = 'Asia/Riyadh'
WHERE "time_zone" = 'Asia/Karachi'
  AND ("country_id" IN (SELECT "id" FROM "countries" WHERE "iso2" = 'SA') OR ("country_id" IS NULL AND "currency" = 'SAR'));
