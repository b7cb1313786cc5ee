-- Tenant tables keyed (tenant, id), foreign keys within the tenant, platform-wide keys in tenant_lookups (decision 0030).
CREATE TABLE "tenant_lookups" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"row_id" uuid NOT NULL,
	CONSTRAINT "tenant_lookups_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "tenant_lookups_kind_ck" CHECK ("tenant_lookups"."kind" in ('shop_user_email', 'employee_email', 'vehicle_qr_token', 'merchant_id'))
);
--> statement-breakpoint
CREATE TABLE "fleet_uploads" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_uploads_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
-- The keys unique across tenants, from the rows that hold them today.
INSERT INTO "tenant_lookups" ("kind", "key", "tenant_id", "row_id") SELECT 'shop_user_email', lower("email"), "shop_id", "id" FROM "shop_users" WHERE "email" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "tenant_lookups" ("kind", "key", "tenant_id", "row_id") SELECT 'employee_email', lower("email"), "company_id", "id" FROM "employees" WHERE "email" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "tenant_lookups" ("kind", "key", "tenant_id", "row_id") SELECT 'vehicle_qr_token', "qr_token", "company_id", "id" FROM "vehicles";
--> statement-breakpoint
INSERT INTO "tenant_lookups" ("kind", "key", "tenant_id", "row_id") SELECT 'merchant_id', "merchant_id", "id", "id" FROM "companies";
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_one_owner_ck";
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_one_user_ck";
--> statement-breakpoint
ALTER TABLE "shop_users" DROP CONSTRAINT "shop_users_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_user_id_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "package_products" DROP CONSTRAINT "package_products_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "package_products" DROP CONSTRAINT "package_products_variant_id_product_variants_id_fk";
--> statement-breakpoint
ALTER TABLE "package_services" DROP CONSTRAINT "package_services_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "package_services" DROP CONSTRAINT "package_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "product_branches" DROP CONSTRAINT "product_branches_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_branches" DROP CONSTRAINT "product_branches_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_image_upload_id_uploads_id_fk";
--> statement-breakpoint
ALTER TABLE "resources" DROP CONSTRAINT "resources_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "service_branches" DROP CONSTRAINT "service_branches_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "service_branches" DROP CONSTRAINT "service_branches_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "service_members" DROP CONSTRAINT "service_members_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "service_members" DROP CONSTRAINT "service_members_user_id_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "service_resources" DROP CONSTRAINT "service_resources_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "service_resources" DROP CONSTRAINT "service_resources_resource_id_resources_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "team_member_branches" DROP CONSTRAINT "team_member_branches_user_id_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "team_member_branches" DROP CONSTRAINT "team_member_branches_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "variant_stock" DROP CONSTRAINT "variant_stock_variant_id_product_variants_id_fk";
--> statement-breakpoint
ALTER TABLE "variant_stock" DROP CONSTRAINT "variant_stock_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_branch_id_org_units_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_department_id_org_units_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_designation_id_org_units_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_role_id_fleet_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_rule_id_fuel_rules_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_assignments" DROP CONSTRAINT "vehicle_assignments_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_assignments" DROP CONSTRAINT "vehicle_assignments_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_rule_id_fuel_rules_id_fk";
--> statement-breakpoint
ALTER TABLE "client_vehicles" DROP CONSTRAINT "client_vehicles_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_job_card_id_job_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_job_card_service_id_job_card_services_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_employee_id_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_inspections" DROP CONSTRAINT "job_card_inspections_job_card_id_job_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_inspections" DROP CONSTRAINT "job_card_inspections_updated_by_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_packages" DROP CONSTRAINT "job_card_packages_job_card_id_job_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_packages" DROP CONSTRAINT "job_card_packages_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_products" DROP CONSTRAINT "job_card_products_job_card_id_job_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_products" DROP CONSTRAINT "job_card_products_variant_id_product_variants_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_products" DROP CONSTRAINT "job_card_products_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_services" DROP CONSTRAINT "job_card_services_job_card_id_job_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_services" DROP CONSTRAINT "job_card_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_services" DROP CONSTRAINT "job_card_services_provider_id_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_card_services" DROP CONSTRAINT "job_card_services_package_id_packages_id_fk";
--> statement-breakpoint
ALTER TABLE "job_cards" DROP CONSTRAINT "job_cards_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "job_cards" DROP CONSTRAINT "job_cards_vehicle_id_client_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "job_cards" DROP CONSTRAINT "job_cards_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "job_cards" DROP CONSTRAINT "job_cards_inspection_provider_id_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_cards" DROP CONSTRAINT "job_cards_created_by_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_job_card_id_job_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_voided_by_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_recorded_by_shop_users_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_branch_id_branches_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_variant_id_product_variants_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_created_by_shop_users_id_fk";
--> statement-breakpoint
DROP INDEX "shop_users_email_uq";
--> statement-breakpoint
DROP INDEX "shop_users_shop_idx";
--> statement-breakpoint
DROP INDEX "uploads_shop_idx";
--> statement-breakpoint
DROP INDEX "uploads_company_idx";
--> statement-breakpoint
DROP INDEX "companies_merchant_id_uq";
--> statement-breakpoint
DROP INDEX "employees_email_uq";
--> statement-breakpoint
DROP INDEX "vehicles_qr_token_uq";
--> statement-breakpoint
DROP INDEX "package_products_variant_idx";
--> statement-breakpoint
DROP INDEX "package_services_service_idx";
--> statement-breakpoint
DROP INDEX "product_branches_branch_idx";
--> statement-breakpoint
DROP INDEX "service_branches_branch_idx";
--> statement-breakpoint
DROP INDEX "service_members_user_idx";
--> statement-breakpoint
DROP INDEX "service_resources_resource_idx";
--> statement-breakpoint
DROP INDEX "team_member_branches_branch_idx";
--> statement-breakpoint
DROP INDEX "variant_stock_branch_idx";
--> statement-breakpoint
DROP INDEX "appointments_job_card_service_uq";
--> statement-breakpoint
DROP INDEX "job_card_services_pair_uq";
--> statement-breakpoint
DROP INDEX "invoice_lines_position_uq";
--> statement-breakpoint
DROP INDEX "invoices_job_card_uq";
--> statement-breakpoint
ALTER TABLE "package_products" DROP CONSTRAINT "package_products_package_id_variant_id_pk";
--> statement-breakpoint
ALTER TABLE "package_services" DROP CONSTRAINT "package_services_package_id_service_id_pk";
--> statement-breakpoint
ALTER TABLE "product_branches" DROP CONSTRAINT "product_branches_product_id_branch_id_pk";
--> statement-breakpoint
ALTER TABLE "service_branches" DROP CONSTRAINT "service_branches_service_id_branch_id_pk";
--> statement-breakpoint
ALTER TABLE "service_members" DROP CONSTRAINT "service_members_service_id_user_id_pk";
--> statement-breakpoint
ALTER TABLE "service_resources" DROP CONSTRAINT "service_resources_service_id_resource_id_pk";
--> statement-breakpoint
ALTER TABLE "team_member_branches" DROP CONSTRAINT "team_member_branches_user_id_branch_id_pk";
--> statement-breakpoint
ALTER TABLE "variant_stock" DROP CONSTRAINT "variant_stock_variant_id_branch_id_pk";
--> statement-breakpoint
ALTER TABLE "job_card_packages" DROP CONSTRAINT "job_card_packages_job_card_id_package_id_pk";
--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_pkey";
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_pkey";
--> statement-breakpoint
ALTER TABLE "shop_users" DROP CONSTRAINT "shop_users_pkey";
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_pkey";
--> statement-breakpoint
-- A company's images move to their own table, keyed by the company.
INSERT INTO "fleet_uploads" ("id", "company_id", "mime", "size", "storage_name", "created_at") SELECT "id", "company_id", "mime", "size", "storage_name", "created_at" FROM "uploads" WHERE "company_id" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "uploads" WHERE "company_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "shop_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";
--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_pkey";
--> statement-breakpoint
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_pkey";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";
--> statement-breakpoint
ALTER TABLE "resources" DROP CONSTRAINT "resources_pkey";
--> statement-breakpoint
ALTER TABLE "service_names" DROP CONSTRAINT "service_names_pkey";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey";
--> statement-breakpoint
ALTER TABLE "fleet_roles" DROP CONSTRAINT "fleet_roles_pkey";
--> statement-breakpoint
ALTER TABLE "fuel_rules" DROP CONSTRAINT "fuel_rules_pkey";
--> statement-breakpoint
ALTER TABLE "org_units" DROP CONSTRAINT "org_units_pkey";
--> statement-breakpoint
ALTER TABLE "vehicle_assignments" DROP CONSTRAINT "vehicle_assignments_pkey";
--> statement-breakpoint
ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_pkey";
--> statement-breakpoint
ALTER TABLE "client_vehicles" DROP CONSTRAINT "client_vehicles_pkey";
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_pkey";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_pkey";
--> statement-breakpoint
ALTER TABLE "job_card_inspections" DROP CONSTRAINT "job_card_inspections_pkey";
--> statement-breakpoint
ALTER TABLE "job_card_products" DROP CONSTRAINT "job_card_products_pkey";
--> statement-breakpoint
ALTER TABLE "job_card_services" DROP CONSTRAINT "job_card_services_pkey";
--> statement-breakpoint
ALTER TABLE "job_cards" DROP CONSTRAINT "job_cards_pkey";
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_pkey";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_pkey";
--> statement-breakpoint
-- The link tables gain their shop, read from the row that owns each link.
ALTER TABLE "package_products" ADD COLUMN "shop_id" uuid;
--> statement-breakpoint
UPDATE "package_products" SET "shop_id" = o."shop_id" FROM "packages" o WHERE o."id" = "package_products"."package_id";
--> statement-breakpoint
ALTER TABLE "package_products" ALTER COLUMN "shop_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "package_services" ADD COLUMN "shop_id" uuid;
--> statement-breakpoint
UPDATE "package_services" SET "shop_id" = o."shop_id" FROM "packages" o WHERE o."id" = "package_services"."package_id";
--> statement-breakpoint
ALTER TABLE "package_services" ALTER COLUMN "shop_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_branches" ADD COLUMN "shop_id" uuid;
--> statement-breakpoint
UPDATE "product_branches" SET "shop_id" = o."shop_id" FROM "products" o WHERE o."id" = "product_branches"."product_id";
--> statement-breakpoint
ALTER TABLE "product_branches" ALTER COLUMN "shop_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "service_branches" ADD COLUMN "shop_id" uuid;
--> statement-breakpoint
UPDATE "service_branches" SET "shop_id" = o."shop_id" FROM "services" o WHERE o."id" = "service_branches"."service_id";
--> statement-breakpoint
ALTER TABLE "service_branches" ALTER COLUMN "shop_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "service_members" ADD COLUMN "shop_id" uuid;
--> statement-breakpoint
UPDATE "service_members" SET "shop_id" = o."shop_id" FROM "services" o WHERE o."id" = "service_members"."service_id";
--> statement-breakpoint
ALTER TABLE "service_members" ALTER COLUMN "shop_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "service_resources" ADD COLUMN "shop_id" uuid;
--> statement-breakpoint
UPDATE "service_resources" SET "shop_id" = o."shop_id" FROM "services" o WHERE o."id" = "service_resources"."service_id";
--> statement-breakpoint
ALTER TABLE "service_resources" ALTER COLUMN "shop_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "team_member_branches" ADD COLUMN "shop_id" uuid;
--> statement-breakpoint
UPDATE "team_member_branches" SET "shop_id" = o."shop_id" FROM "shop_users" o WHERE o."id" = "team_member_branches"."user_id";
--> statement-breakpoint
ALTER TABLE "team_member_branches" ALTER COLUMN "shop_id" SET NOT NULL;
--> statement-breakpoint
-- A reset link names its user within the user's tenant.
ALTER TABLE "password_reset_tokens" ADD COLUMN "shop_id" uuid;
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "company_id" uuid;
--> statement-breakpoint
UPDATE "password_reset_tokens" SET "shop_id" = u."shop_id" FROM "shop_users" u WHERE u."id" = "password_reset_tokens"."user_id";
--> statement-breakpoint
UPDATE "password_reset_tokens" SET "company_id" = e."company_id" FROM "employees" e WHERE e."id" = "password_reset_tokens"."employee_id";
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "shop_users" ADD CONSTRAINT "shop_users_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "package_products" ADD CONSTRAINT "package_products_shop_id_package_id_variant_id_pk" PRIMARY KEY("shop_id","package_id","variant_id");
--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_shop_id_package_id_service_id_pk" PRIMARY KEY("shop_id","package_id","service_id");
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_shop_id_product_id_branch_id_pk" PRIMARY KEY("shop_id","product_id","branch_id");
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "service_branches" ADD CONSTRAINT "service_branches_shop_id_service_id_branch_id_pk" PRIMARY KEY("shop_id","service_id","branch_id");
--> statement-breakpoint
ALTER TABLE "service_members" ADD CONSTRAINT "service_members_shop_id_service_id_user_id_pk" PRIMARY KEY("shop_id","service_id","user_id");
--> statement-breakpoint
ALTER TABLE "service_names" ADD CONSTRAINT "service_names_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_shop_id_service_id_resource_id_pk" PRIMARY KEY("shop_id","service_id","resource_id");
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "team_member_branches" ADD CONSTRAINT "team_member_branches_shop_id_user_id_branch_id_pk" PRIMARY KEY("shop_id","user_id","branch_id");
--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_shop_id_variant_id_branch_id_pk" PRIMARY KEY("shop_id","variant_id","branch_id");
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_id_pk" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "fleet_roles" ADD CONSTRAINT "fleet_roles_company_id_id_pk" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "fuel_rules" ADD CONSTRAINT "fuel_rules_company_id_id_pk" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_company_id_id_pk" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_company_id_id_pk" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_id_pk" PRIMARY KEY("company_id","id");
--> statement-breakpoint
ALTER TABLE "client_vehicles" ADD CONSTRAINT "client_vehicles_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "job_card_inspections" ADD CONSTRAINT "job_card_inspections_shop_id_job_card_id_pk" PRIMARY KEY("shop_id","job_card_id");
--> statement-breakpoint
ALTER TABLE "job_card_packages" ADD CONSTRAINT "job_card_packages_shop_id_job_card_id_package_id_pk" PRIMARY KEY("shop_id","job_card_id","package_id");
--> statement-breakpoint
ALTER TABLE "job_card_products" ADD CONSTRAINT "job_card_products_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_shop_id_id_pk" PRIMARY KEY("shop_id","id");
--> statement-breakpoint
ALTER TABLE "fleet_uploads" ADD CONSTRAINT "fleet_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "tenant_lookups_row_idx" ON "tenant_lookups" USING btree ("tenant_id","row_id");
--> statement-breakpoint
ALTER TABLE "shop_users" ADD CONSTRAINT "shop_users_role_fk" FOREIGN KEY ("shop_id","role_id") REFERENCES "public"."roles"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_fk" FOREIGN KEY ("shop_id","user_id") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("shop_id","user_id") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_products" ADD CONSTRAINT "package_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_products" ADD CONSTRAINT "package_products_package_fk" FOREIGN KEY ("shop_id","package_id") REFERENCES "public"."packages"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_products" ADD CONSTRAINT "package_products_variant_fk" FOREIGN KEY ("shop_id","variant_id") REFERENCES "public"."product_variants"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_package_fk" FOREIGN KEY ("shop_id","package_id") REFERENCES "public"."packages"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_service_fk" FOREIGN KEY ("shop_id","service_id") REFERENCES "public"."services"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("shop_id","category_id") REFERENCES "public"."categories"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_upload_fk" FOREIGN KEY ("shop_id","image_upload_id") REFERENCES "public"."uploads"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_branches" ADD CONSTRAINT "service_branches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_branches" ADD CONSTRAINT "service_branches_service_fk" FOREIGN KEY ("shop_id","service_id") REFERENCES "public"."services"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_branches" ADD CONSTRAINT "service_branches_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_members" ADD CONSTRAINT "service_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_members" ADD CONSTRAINT "service_members_service_fk" FOREIGN KEY ("shop_id","service_id") REFERENCES "public"."services"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_members" ADD CONSTRAINT "service_members_user_fk" FOREIGN KEY ("shop_id","user_id") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_service_fk" FOREIGN KEY ("shop_id","service_id") REFERENCES "public"."services"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_resource_fk" FOREIGN KEY ("shop_id","resource_id") REFERENCES "public"."resources"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_fk" FOREIGN KEY ("shop_id","category_id") REFERENCES "public"."categories"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "team_member_branches" ADD CONSTRAINT "team_member_branches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "team_member_branches" ADD CONSTRAINT "team_member_branches_user_fk" FOREIGN KEY ("shop_id","user_id") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "team_member_branches" ADD CONSTRAINT "team_member_branches_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_variant_fk" FOREIGN KEY ("shop_id","variant_id") REFERENCES "public"."product_variants"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."org_units"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."org_units"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_designation_fk" FOREIGN KEY ("company_id","designation_id") REFERENCES "public"."org_units"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."fleet_roles"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_rule_fk" FOREIGN KEY ("company_id","rule_id") REFERENCES "public"."fuel_rules"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_rule_fk" FOREIGN KEY ("company_id","rule_id") REFERENCES "public"."fuel_rules"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_vehicles" ADD CONSTRAINT "client_vehicles_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_job_card_fk" FOREIGN KEY ("shop_id","job_card_id") REFERENCES "public"."job_cards"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_job_card_service_fk" FOREIGN KEY ("shop_id","job_card_service_id") REFERENCES "public"."job_card_services"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_fk" FOREIGN KEY ("shop_id","employee_id") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_fk" FOREIGN KEY ("shop_id","service_id") REFERENCES "public"."services"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_inspections" ADD CONSTRAINT "job_card_inspections_job_card_fk" FOREIGN KEY ("shop_id","job_card_id") REFERENCES "public"."job_cards"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_inspections" ADD CONSTRAINT "job_card_inspections_updated_by_fk" FOREIGN KEY ("shop_id","updated_by") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_packages" ADD CONSTRAINT "job_card_packages_job_card_fk" FOREIGN KEY ("shop_id","job_card_id") REFERENCES "public"."job_cards"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_packages" ADD CONSTRAINT "job_card_packages_package_fk" FOREIGN KEY ("shop_id","package_id") REFERENCES "public"."packages"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_products" ADD CONSTRAINT "job_card_products_job_card_fk" FOREIGN KEY ("shop_id","job_card_id") REFERENCES "public"."job_cards"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_products" ADD CONSTRAINT "job_card_products_variant_fk" FOREIGN KEY ("shop_id","variant_id") REFERENCES "public"."product_variants"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_products" ADD CONSTRAINT "job_card_products_package_fk" FOREIGN KEY ("shop_id","package_id") REFERENCES "public"."packages"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_job_card_fk" FOREIGN KEY ("shop_id","job_card_id") REFERENCES "public"."job_cards"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_service_fk" FOREIGN KEY ("shop_id","service_id") REFERENCES "public"."services"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_provider_fk" FOREIGN KEY ("shop_id","provider_id") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_card_services" ADD CONSTRAINT "job_card_services_package_fk" FOREIGN KEY ("shop_id","package_id") REFERENCES "public"."packages"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_vehicle_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."client_vehicles"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_inspection_provider_fk" FOREIGN KEY ("shop_id","inspection_provider_id") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_created_by_fk" FOREIGN KEY ("shop_id","created_by") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_fk" FOREIGN KEY ("shop_id","invoice_id") REFERENCES "public"."invoices"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_card_fk" FOREIGN KEY ("shop_id","job_card_id") REFERENCES "public"."job_cards"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_fk" FOREIGN KEY ("shop_id","voided_by") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_fk" FOREIGN KEY ("shop_id","invoice_id") REFERENCES "public"."invoices"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_fk" FOREIGN KEY ("shop_id","recorded_by") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_branch_fk" FOREIGN KEY ("shop_id","branch_id") REFERENCES "public"."branches"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_fk" FOREIGN KEY ("shop_id","variant_id") REFERENCES "public"."product_variants"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_invoice_fk" FOREIGN KEY ("shop_id","invoice_id") REFERENCES "public"."invoices"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_fk" FOREIGN KEY ("shop_id","created_by") REFERENCES "public"."shop_users"("shop_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "package_products_variant_idx" ON "package_products" USING btree ("shop_id","variant_id");
--> statement-breakpoint
CREATE INDEX "package_services_service_idx" ON "package_services" USING btree ("shop_id","service_id");
--> statement-breakpoint
CREATE INDEX "product_branches_branch_idx" ON "product_branches" USING btree ("shop_id","branch_id");
--> statement-breakpoint
CREATE INDEX "service_branches_branch_idx" ON "service_branches" USING btree ("shop_id","branch_id");
--> statement-breakpoint
CREATE INDEX "service_members_user_idx" ON "service_members" USING btree ("shop_id","user_id");
--> statement-breakpoint
CREATE INDEX "service_resources_resource_idx" ON "service_resources" USING btree ("shop_id","resource_id");
--> statement-breakpoint
CREATE INDEX "team_member_branches_branch_idx" ON "team_member_branches" USING btree ("shop_id","branch_id");
--> statement-breakpoint
CREATE INDEX "variant_stock_branch_idx" ON "variant_stock" USING btree ("shop_id","branch_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_job_card_service_uq" ON "appointments" USING btree ("shop_id","job_card_service_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "job_card_services_pair_uq" ON "job_card_services" USING btree ("shop_id","job_card_id","service_id","provider_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_uq" ON "invoice_lines" USING btree ("shop_id","invoice_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_job_card_uq" ON "invoices" USING btree ("shop_id","job_card_id");
--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "company_id";
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_one_user_ck" CHECK (("password_reset_tokens"."user_id" is not null and "password_reset_tokens"."shop_id" is not null and "password_reset_tokens"."employee_id" is null and "password_reset_tokens"."company_id" is null) or ("password_reset_tokens"."user_id" is null and "password_reset_tokens"."shop_id" is null and "password_reset_tokens"."employee_id" is not null and "password_reset_tokens"."company_id" is not null));
--> statement-breakpoint
DROP INDEX "safety_factors_company_type_uq";
--> statement-breakpoint
ALTER TABLE "safety_factors" ADD CONSTRAINT "safety_factors_company_id_vehicle_type_id_pk" PRIMARY KEY("company_id","vehicle_type_id");
