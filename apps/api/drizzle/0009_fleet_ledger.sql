CREATE TABLE "idempotency_keys" (
	"company_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_scope_key_pk" PRIMARY KEY("company_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"posted" bigint DEFAULT 0 NOT NULL,
	"pending_debits" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" in ('wallet', 'bank_clearing', 'station_payable', 'commission_revenue', 'tax_payable')),
	CONSTRAINT "ledger_accounts_pending_ck" CHECK ("ledger_accounts"."pending_debits" >= 0),
	CONSTRAINT "ledger_accounts_wallet_ck" CHECK ("ledger_accounts"."kind" <> 'wallet' or "ledger_accounts"."posted" - "ledger_accounts"."pending_debits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_hold_resolutions" (
	"company_id" uuid NOT NULL,
	"hold_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"posted_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_hold_resolutions_company_id_hold_id_pk" PRIMARY KEY("company_id","hold_id"),
	CONSTRAINT "ledger_hold_resolutions_outcome_ck" CHECK ("ledger_hold_resolutions"."outcome" in ('completed', 'voided', 'expired')),
	CONSTRAINT "ledger_hold_resolutions_posted_ck" CHECK ("ledger_hold_resolutions"."posted_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_holds_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "ledger_holds_amount_ck" CHECK ("ledger_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"hold_id" uuid,
	"reverses_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "ledger_transfers_kind_ck" CHECK ("ledger_transfers"."kind" in ('top_up', 'fuel', 'commission', 'tax', 'reversal')),
	CONSTRAINT "ledger_transfers_amount_ck" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_accounts_ck" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"slip_number" text NOT NULL,
	"proof_upload_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_ups_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "top_ups_status_ck" CHECK ("top_ups"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "top_ups_amount_ck" CHECK ("top_ups"."amount" > 0),
	CONSTRAINT "top_ups_decision_ck" CHECK (("top_ups"."status" = 'pending') = ("top_ups"."decided_at" is null) and ("top_ups"."status" = 'approved') = ("top_ups"."transfer_id" is not null) and ("top_ups"."status" = 'rejected') = ("top_ups"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_hold_resolutions" ADD CONSTRAINT "ledger_hold_resolutions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_hold_resolutions" ADD CONSTRAINT "ledger_hold_resolutions_hold_fk" FOREIGN KEY ("company_id","hold_id") REFERENCES "public"."ledger_holds"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_fk" FOREIGN KEY ("company_id","debit_account_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_fk" FOREIGN KEY ("company_id","credit_account_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_reverses_fk" FOREIGN KEY ("company_id","reverses_id") REFERENCES "public"."ledger_transfers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_hold_fk" FOREIGN KEY ("company_id","hold_id") REFERENCES "public"."ledger_holds"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_proof_upload_fk" FOREIGN KEY ("company_id","proof_upload_id") REFERENCES "public"."fleet_uploads"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_requested_by_fk" FOREIGN KEY ("company_id","requested_by") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_transfer_fk" FOREIGN KEY ("company_id","transfer_id") REFERENCES "public"."ledger_transfers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_kind_uq" ON "ledger_accounts" USING btree ("company_id","kind","subject");--> statement-breakpoint
CREATE INDEX "ledger_holds_expiry_idx" ON "ledger_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reverses_uq" ON "ledger_transfers" USING btree ("company_id","reverses_id") WHERE "ledger_transfers"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("company_id","debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("company_id","credit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_group_idx" ON "ledger_transfers" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_hold_idx" ON "ledger_transfers" USING btree ("company_id","hold_id") WHERE "ledger_transfers"."hold_id" is not null;--> statement-breakpoint
CREATE INDEX "top_ups_company_created_idx" ON "top_ups" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "top_ups_company_status_created_idx" ON "top_ups" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "top_ups_pending_idx" ON "top_ups" USING btree ("created_at") WHERE "top_ups"."status" = 'pending';