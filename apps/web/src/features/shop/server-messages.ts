import type { ParseKeys } from "i18next";

/**
 * The signed-in screens' server refusals ("X not found", the 409s of records still in use, the
 * package's line checks), mapped to their texts so they read in Arabic too. Added to the shared
 * translation (shared/forms/messages.ts) with the signed-in shell, since their texts load with it.
 * One line per message.
 */
export const shopServerMessages = {
  "Category not found": "shop.category.not_found",
  "This category still has services or products; move or delete them first": "shop.category.errors.in_use",
  "A category with this name already exists": "shop.category.errors.name_taken",
  "Resource not found": "shop.resource.not_found",
  "Role not found": "shop.role.not_found",
  "A role with this name already exists": "shop.role.errors.name_taken",
  "This role is held by team members; give them another role first": "shop.role.errors.held",
  "You can only grant the permissions you hold yourself": "shop.role.errors.grant_own_only",
  "Package not found": "shop.package.not_found",
  // The package's lines: "branch_id: ...", "services_id: ...", "products: ...".
  "is not a branch of this shop": "shop.package.errors.branch",
  "includes a service that is not in this shop": "shop.package.errors.unknown_service",
  "includes a service that is not active": "shop.package.errors.inactive_service",
  "includes a service not offered at the chosen branch": "shop.package.errors.service_not_at_branch",
  "includes a product that is not in this shop": "shop.package.errors.unknown_product",
  "includes a product that is not active": "shop.package.errors.inactive_product",
  "includes a product not sold at the chosen branch": "shop.package.errors.product_not_at_branch",
  "Team member not found": "shop.team.not_found",
  "This member has already set a password": "shop.team.errors.password_set",
  "must be on to send an invitation": "shop.team.errors.invitation_needs_sign_in",
  "Service not found": "shop.service.not_found",
  "This service is part of a package; remove it from the package first": "shop.service.errors.in_package",
  "is not a category of services": "shop.service.errors.category_kind",
  "Product not found": "shop.product.not_found",
  "Variant not found": "shop.product.variant.not_found",
  "is not a category of products": "shop.product.errors.category_kind",
  "A variant of this product is part of a package; remove it from the package first": "shop.product.errors.in_package",
  "This variant is part of a package; remove it from the package first": "shop.product.variant.errors.in_package",
  "A variant with this SKU already exists": "shop.product.variant.errors.sku_taken",
  "A variant with this barcode already exists": "shop.product.variant.errors.barcode_taken",
} satisfies Record<string, ParseKeys>;
