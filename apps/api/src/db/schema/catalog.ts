import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { linkTable, linkTo, refTo } from "./link-table.js";
import { createdAt, money, updatedAt } from "./columns.js";
import { branches, shopIdColumn, shopUsers, uploads } from "./shop.js";

/**
 * A discount or commission: type 1 (Fixed) or 2 (Percentage) or null, and its value in minor units
 * (Fixed) or basis points (Percentage), so two-decimal percents stay exact.
 */
const amountType = (prefix: string) => ({
  type: smallint(`${prefix}_type`),
  value: money(`${prefix}_value`),
});

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    nameEnglish: text("name_english").notNull(),
    nameArabic: text("name_arabic").notNull(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("categories_kind_ck", sql`${t.kind} in ('services', 'products')`),
    index("categories_shop_kind_name_idx").on(t.shopId, t.kind, t.nameEnglish),
    uniqueIndex("categories_shop_kind_name_uq").on(t.shopId, t.kind, sql`lower(${t.nameEnglish})`),
  ],
);

/** Names offered when creating a service; a new name used by a service joins the list. */
export const serviceNames = pgTable(
  "service_names",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("service_names_shop_name_uq").on(t.shopId, sql`lower(${t.name})`)],
);

/** A bay, lift or booth of a branch, with how many the branch has. */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    branchId: refTo("branch_id", () => branches.id, false),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull().default(1),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("resources_shop_branch_name_idx").on(t.shopId, t.branchId, t.name),
    index("resources_branch_idx").on(t.branchId),
    check("resources_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    categoryId: refTo("category_id", () => categories.id, false),
    name: text("name").notNull(),
    description: text("description"),
    priceMinor: money("price_minor"),
    discountType: amountType("discount").type,
    discountValue: amountType("discount").value,
    durationMinutes: integer("duration_minutes").notNull(),
    quantity: integer("quantity").notNull().default(1),
    onlineBooking: boolean("online_booking").notNull().default(false),
    leadTimeMinutes: integer("lead_time_minutes").notNull().default(0),
    checklist: jsonb("checklist").$type<string[]>().notNull().default([]),
    commissionType: amountType("commission").type,
    commissionValue: amountType("commission").value,
    active: boolean("active").notNull().default(true),
    vatApplies: boolean("vat_applies").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("services_shop_created_idx").on(t.shopId, t.createdAt),
    index("services_shop_name_idx").on(t.shopId, t.name),
    index("services_shop_price_idx").on(t.shopId, t.priceMinor),
    index("services_category_idx").on(t.categoryId),
    // Services are offered at several branches at once: a name names one service in the whole shop.
    uniqueIndex("services_shop_name_uq").on(t.shopId, sql`lower(${t.name})`),
  ],
);

const ofService = linkTo("serviceId", "service_id", () => services.id);
const ofBranch = linkTo("branchId", "branch_id", () => branches.id);
const ofUser = linkTo("userId", "user_id", () => shopUsers.id);

/** The branches offering a service (the locations tab). */
export const serviceBranches = linkTable("service_branches", ofService, ofBranch);

/** Who performs a service: edited from the service's members tab and the member's services tab alike. */
export const serviceMembers = linkTable("service_members", ofService, ofUser);

export const serviceResources = linkTable(
  "service_resources",
  ofService,
  linkTo("resourceId", "resource_id", () => resources.id),
  { quantity: integer("quantity").notNull().default(1) },
);

/** The branches a team member works at (the locations tab). */
export const teamMemberBranches = linkTable("team_member_branches", ofUser, ofBranch);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    categoryId: refTo("category_id", () => categories.id, false),
    name: text("name").notNull(),
    brand: text("brand"),
    description: text("description"),
    imageUploadId: uuid("image_upload_id").references(() => uploads.id),
    unit: text("unit").notNull().default("Other"),
    commissionType: amountType("commission").type,
    commissionValue: amountType("commission").value,
    active: boolean("active").notNull().default(true),
    trackStock: boolean("track_stock").notNull().default(true),
    lowStockLevel: integer("low_stock_level").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_unit_ck", sql`${t.unit} in ('Kg', 'Litter', 'Other')`),
    index("products_shop_created_idx").on(t.shopId, t.createdAt),
    index("products_shop_name_idx").on(t.shopId, t.name),
    index("products_category_idx").on(t.categoryId),
  ],
);

export const productBranches = linkTable(
  "product_branches",
  linkTo("productId", "product_id", () => products.id),
  ofBranch,
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    productId: refTo("product_id", () => products.id, true),
    name: text("name").notNull(),
    sku: text("sku"),
    barcode: text("barcode"),
    /** What the shop pays (cost). */
    unitPriceMinor: money("unit_price_minor"),
    priceMinor: money("price_minor"),
    discountType: amountType("discount").type,
    discountValue: amountType("discount").value,
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_variants_product_idx").on(t.productId, t.createdAt),
    uniqueIndex("product_variants_shop_sku_uq")
      .on(t.shopId, t.sku)
      .where(sql`${t.sku} is not null`),
    uniqueIndex("product_variants_shop_barcode_uq")
      .on(t.shopId, t.barcode)
      .where(sql`${t.barcode} is not null`),
  ],
);

/** Units of a variant in stock at a branch. Changed only by single atomic statements. */
export const variantStock = pgTable(
  "variant_stock",
  {
    variantId: refTo("variant_id", () => productVariants.id, true),
    branchId: refTo("branch_id", () => branches.id, false),
    shopId: shopIdColumn(),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.branchId] }),
    index("variant_stock_branch_idx").on(t.branchId),
    check("variant_stock_quantity_ck", sql`${t.quantity} >= 0`),
  ],
);

export const packages = pgTable(
  "packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    branchId: refTo("branch_id", () => branches.id, false),
    name: text("name").notNull(),
    description: text("description"),
    priceMinor: money("price_minor"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("packages_shop_created_idx").on(t.shopId, t.createdAt),
    index("packages_shop_branch_idx").on(t.shopId, t.branchId),
    // A package belongs to one branch: each branch of a chain may sell its own "Full service".
    uniqueIndex("packages_shop_branch_name_uq").on(t.shopId, t.branchId, sql`lower(${t.name})`),
  ],
);

const ofPackage = linkTo("packageId", "package_id", () => packages.id);

/** A service in a package; deleting the service is refused while a package holds it. */
export const packageServices = linkTable(
  "package_services",
  ofPackage,
  linkTo("serviceId", "service_id", () => services.id, false),
);

/** A variant in a package, as many as `quantity`; deleting the variant is refused while a package holds it. */
export const packageProducts = linkTable(
  "package_products",
  ofPackage,
  linkTo("variantId", "variant_id", () => productVariants.id, false),
  { quantity: integer("quantity").notNull().default(1) },
);
