import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { linkTable, linkTo } from "./link-table.js";
import { createdAt, money, updatedAt } from "./columns.js";
import { branches, shopIdColumn, shopUsers, uploads } from "./shop.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";

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
    id: rowId(),
    shopId: shopIdColumn(),
    nameEnglish: text("name_english").notNull(),
    nameArabic: text("name_arabic").notNull(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    check("categories_kind_ck", sql`${t.kind} in ('services', 'products')`),
    index("categories_shop_kind_name_idx").on(t.shopId, t.kind, t.nameEnglish),
    uniqueIndex("categories_shop_kind_name_uq").on(t.shopId, t.kind, sql`lower(${t.nameEnglish})`),
  ],
);

/** Names offered when creating a service; a new name used by a service joins the list. */
export const serviceNames = pgTable(
  "service_names",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantKey(t.shopId, t.id), uniqueIndex("service_names_shop_name_uq").on(t.shopId, sql`lower(${t.name})`)],
);

/** A bay, lift or booth of a branch, with how many the branch has. */
export const resources = pgTable(
  "resources",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    branchId: uuid("branch_id").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull().default(1),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("resources", t.shopId, t.branchId, branches),
    index("resources_shop_branch_name_idx").on(t.shopId, t.branchId, t.name),
    index("resources_branch_idx").on(t.branchId),
    check("resources_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

export const services = pgTable(
  "services",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    categoryId: uuid("category_id").notNull(),
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
    tenantKey(t.shopId, t.id),
    sameTenantRef("services", t.shopId, t.categoryId, categories),
    index("services_shop_created_idx").on(t.shopId, t.createdAt),
    index("services_shop_name_idx").on(t.shopId, t.name),
    index("services_shop_price_idx").on(t.shopId, t.priceMinor),
    index("services_category_idx").on(t.categoryId),
    // Services are offered at several branches at once: a name names one service in the whole shop.
    uniqueIndex("services_shop_name_uq").on(t.shopId, sql`lower(${t.name})`),
  ],
);

const ofService = linkTo("serviceId", "service_id", () => services);
const ofBranch = linkTo("branchId", "branch_id", () => branches);
const ofUser = linkTo("userId", "user_id", () => shopUsers);

/** The branches offering a service (the locations tab). */
export const serviceBranches = linkTable("service_branches", ofService, ofBranch);

/** Who performs a service: edited from the service's members tab and the member's services tab alike. */
export const serviceMembers = linkTable("service_members", ofService, ofUser);

export const serviceResources = linkTable(
  "service_resources",
  ofService,
  linkTo("resourceId", "resource_id", () => resources),
  { quantity: integer("quantity").notNull().default(1) },
);

/** The branches a team member works at (the locations tab). */
export const teamMemberBranches = linkTable("team_member_branches", ofUser, ofBranch);

export const products = pgTable(
  "products",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    categoryId: uuid("category_id").notNull(),
    name: text("name").notNull(),
    brand: text("brand"),
    description: text("description"),
    imageUploadId: uuid("image_upload_id"),
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
    tenantKey(t.shopId, t.id),
    sameTenantRef("products", t.shopId, t.categoryId, categories),
    sameTenantRef("products", t.shopId, t.imageUploadId, uploads),
    check("products_unit_ck", sql`${t.unit} in ('Kg', 'Litter', 'Other')`),
    index("products_shop_created_idx").on(t.shopId, t.createdAt),
    index("products_shop_name_idx").on(t.shopId, t.name),
    index("products_category_idx").on(t.categoryId),
  ],
);

export const productBranches = linkTable(
  "product_branches",
  linkTo("productId", "product_id", () => products),
  ofBranch,
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    productId: uuid("product_id").notNull(),
    name: text("name").notNull(),
    sku: text("sku"),
    barcode: text("barcode"),
    /** What the shop pays (cost). */
    unitPriceMinor: money("unit_price_minor"),
    /** At or under this many units a branch's stock is low; null takes the product's `low_stock_level`. */
    reorderLevel: integer("reorder_level"),
    priceMinor: money("price_minor"),
    discountType: amountType("discount").type,
    discountValue: amountType("discount").value,
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("product_variants", t.shopId, t.productId, products, true),
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
    variantId: uuid("variant_id").notNull(),
    branchId: uuid("branch_id").notNull(),
    shopId: shopIdColumn(),
    quantity: integer("quantity").notNull().default(0),
    /** Units held for confirmed customer orders not yet sent out: part of `quantity`, not for sale. */
    reserved: integer("reserved").notNull().default(0),
  },
  (t) => [
    tenantKey(t.shopId, t.variantId, t.branchId),
    index("variant_stock_branch_idx").on(t.shopId, t.branchId),
    sameTenantRef("variant_stock", t.shopId, t.variantId, productVariants, true),
    sameTenantRef("variant_stock", t.shopId, t.branchId, branches),
    check("variant_stock_quantity_ck", sql`${t.quantity} >= 0`),
    check("variant_stock_reserved_ck", sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.quantity}`),
  ],
);

export const packages = pgTable(
  "packages",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    branchId: uuid("branch_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    priceMinor: money("price_minor"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("packages", t.shopId, t.branchId, branches),
    index("packages_shop_created_idx").on(t.shopId, t.createdAt),
    index("packages_shop_branch_idx").on(t.shopId, t.branchId),
    // A package belongs to one branch: each branch of a chain may sell its own "Full service".
    uniqueIndex("packages_shop_branch_name_uq").on(t.shopId, t.branchId, sql`lower(${t.name})`),
  ],
);

const ofPackage = linkTo("packageId", "package_id", () => packages);

/** A service in a package; deleting the service is refused while a package holds it. */
export const packageServices = linkTable(
  "package_services",
  ofPackage,
  linkTo("serviceId", "service_id", () => services, false),
);

/** A variant in a package, as many as `quantity`; deleting the variant is refused while a package holds it. */
export const packageProducts = linkTable(
  "package_products",
  ofPackage,
  linkTo("variantId", "variant_id", () => productVariants, false),
  { quantity: integer("quantity").notNull().default(1) },
);
