CREATE TABLE "receiving_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_title" text NOT NULL,
	"iban" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_accounts_country_bank_uq" ON "receiving_accounts" USING btree ("country_code","bank_code");