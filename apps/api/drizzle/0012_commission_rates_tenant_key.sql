-- A company's commission rates are its own rows: keyed by the company first, like every tenant table.
ALTER TABLE "commission_rates" DROP CONSTRAINT "commission_rates_pkey";--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_company_id_id_pk" PRIMARY KEY("company_id","id");
