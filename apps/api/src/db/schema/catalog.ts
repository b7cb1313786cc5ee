import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { branches, shopUsers, shops, uploads } from "./shop.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const shopId = () =>
  uuid("shop_id")
    .notNull()
    .references(() => shops.id, { onDelete: "cascade" });
/** Money in minor units; bigint because a billion in major units does not fit an integer of minor ones. */
const money = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);
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
    shopId: shopId(),
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
    shopId: shopId(),
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
    shopId: shopId(),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id),
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
    shopId: shopId(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
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
  ],
);

/** The branches offering a service (the locations tab). */
export const serviceBranches = pgTable(
  "service_branches",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.branchId] }), index("service_branches_branch_idx").on(t.branchId)],
);

/** Who performs a service: edited from the service's members tab and the member's services tab alike. */
export const serviceMembers = pgTable(
  "service_members",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => shopUsers.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.userId] }), index("service_members_user_idx").on(t.userId)],
);

export const serviceResources = pgTable(
  "service_resources",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.resourceId] }),
    index("service_resources_resource_idx").on(t.resourceId),
  ],
);

/** The branches a team member works at (the locations tab). */
export const teamMemberBranches = pgTable(
  "team_member_branches",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => shopUsers.id, { onDelete: "cascade" }),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] }), index("team_member_branches_branch_idx").on(t.branchId)],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
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

export const productBranches = pgTable(
  "product_branches",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.branchId] }), index("product_branches_branch_idx").on(t.branchId)],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
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
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id),
    shopId: shopId(),
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
    shopId: shopId(),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id),
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
  ],
);

/** A service in a package; deleting the service is refused while a package holds it. */
export const packageServices = pgTable(
  "package_services",
  {
    packageId: uuid("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.serviceId] }), index("package_services_service_idx").on(t.serviceId)],
);

export const packageProducts = pgTable(
  "package_products",
  {
    packageId: uuid("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.variantId] }), index("package_products_variant_idx").on(t.variantId)],
);
