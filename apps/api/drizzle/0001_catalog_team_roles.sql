CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name_english" text NOT NULL,
	"name_arabic" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_kind_ck" CHECK ("categories"."kind" in ('services', 'products'))
);
--> statement-breakpoint
CREATE TABLE "package_products" (
	"package_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "package_products_package_id_variant_id_pk" PRIMARY KEY("package_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "package_services" (
	"package_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "package_services_package_id_service_id_pk" PRIMARY KEY("package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_branches" (
	"product_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "product_branches_product_id_branch_id_pk" PRIMARY KEY("product_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"barcode" text,
	"unit_price_minor" bigint DEFAULT 0 NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_type" smallint,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"description" text,
	"image_upload_id" uuid,
	"unit" text DEFAULT 'Other' NOT NULL,
	"commission_type" smallint,
	"commission_value" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"track_stock" boolean DEFAULT true NOT NULL,
	"low_stock_level" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_unit_ck" CHECK ("products"."unit" in ('Kg', 'Litter', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_quantity_ck" CHECK ("resources"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_branches" (
	"service_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "service_branches_service_id_branch_id_pk" PRIMARY KEY("service_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "service_members" (
	"service_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "service_members_service_id_user_id_pk" PRIMARY KEY("service_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "service_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_resources" (
	"service_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_resources_service_id_resource_id_pk" PRIMARY KEY("service_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_type" smallint,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"duration_minutes" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"online_booking" boolean DEFAULT false NOT NULL,
	"lead_time_minutes" integer DEFAULT 0 NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commission_type" smallint,
	"commission_value" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"vat_applies" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_member_branches" (
	"user_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "team_member_branches_user_id_branch_id_pk" PRIMARY KEY("user_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "variant_stock" (
	"variant_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_stock_variant_id_branch_id_pk" PRIMARY KEY("variant_id","branch_id"),
	CONSTRAINT "variant_stock_quantity_ck" CHECK ("variant_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "name_arabic" text;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "can_sign_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "role_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "image_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "weekly_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "commission_type" smallint;--> statement-breakpoint
ALTER TABLE "shop_users" ADD COLUMN "commission_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_products" ADD CONSTRAINT "package_products_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_products" ADD CONSTRAINT "package_products_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branches" ADD CONSTRAINT "product_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_branches" ADD CONSTRAINT "service_branches_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_branches" ADD CONSTRAINT "service_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_members" ADD CONSTRAINT "service_members_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_members" ADD CONSTRAINT "service_members_user_id_shop_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_names" ADD CONSTRAINT "service_names_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_branches" ADD CONSTRAINT "team_member_branches_user_id_shop_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shop_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_branches" ADD CONSTRAINT "team_member_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_shop_name_uq" ON "roles" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "roles_shop_created_idx" ON "roles" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "categories_shop_kind_name_idx" ON "categories" USING btree ("shop_id","kind","name_english");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_shop_kind_name_uq" ON "categories" USING btree ("shop_id","kind",lower("name_english"));--> statement-breakpoint
CREATE INDEX "package_products_variant_idx" ON "package_products" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "package_services_service_idx" ON "package_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "packages_shop_created_idx" ON "packages" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "packages_shop_branch_idx" ON "packages" USING btree ("shop_id","branch_id");--> statement-breakpoint
CREATE INDEX "product_branches_branch_idx" ON "product_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_shop_sku_uq" ON "product_variants" USING btree ("shop_id","sku") WHERE "product_variants"."sku" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_shop_barcode_uq" ON "product_variants" USING btree ("shop_id","barcode") WHERE "product_variants"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "products_shop_created_idx" ON "products" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "products_shop_name_idx" ON "products" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "resources_shop_branch_name_idx" ON "resources" USING btree ("shop_id","branch_id","name");--> statement-breakpoint
CREATE INDEX "resources_branch_idx" ON "resources" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "service_branches_branch_idx" ON "service_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "service_members_user_idx" ON "service_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_names_shop_name_uq" ON "service_names" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "service_resources_resource_idx" ON "service_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "services_shop_created_idx" ON "services" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "services_shop_name_idx" ON "services" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "services_shop_price_idx" ON "services" USING btree ("shop_id","price_minor");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "team_member_branches_branch_idx" ON "team_member_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "variant_stock_branch_idx" ON "variant_stock" USING btree ("branch_id");--> statement-breakpoint
ALTER TABLE "shop_users" ADD CONSTRAINT "shop_users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_users_shop_created_idx" ON "shop_users" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_users_shop_name_idx" ON "shop_users" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "shop_users_role_idx" ON "shop_users" USING btree ("role_id");