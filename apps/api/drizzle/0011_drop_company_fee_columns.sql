ALTER TABLE "companies" DROP COLUMN "commission_bp";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "tax_bp";