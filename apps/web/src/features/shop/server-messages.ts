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
  // Job cards: bookings ("pairs.0.employee_id: ..."), status changes and inspections.
  "Job card not found": "shop.job_card.not_found",
  "This slot was just taken": "shop.job_card.errors.slot_taken",
  "This job card cannot move to that status from its current one": "shop.job_card.errors.status_change",
  "This job card does not show an inspection": "shop.job_card.errors.no_inspection",
  "A cancelled job card cannot be inspected": "shop.job_card.errors.cancelled_inspection",
  "is not a client of this shop": "shop.job_card.errors.not_shop_client",
  "is not a vehicle of the chosen client": "shop.job_card.errors.not_client_vehicle",
  "has been deleted": "shop.job_card.errors.archived",
  "is not a service of this shop": "shop.job_card.errors.not_shop_service",
  "is not active": "shop.job_card.errors.inactive",
  "is not offered at the chosen branch": "shop.job_card.errors.service_not_at_branch",
  "is not a team member of this shop": "shop.job_card.errors.not_shop_member",
  "does not perform this service": "shop.job_card.errors.not_qualified",
  "does not work at the chosen branch": "shop.job_card.errors.member_not_at_branch",
  "includes a package that is not in this shop": "shop.job_card.errors.unknown_package",
  "includes a package that is not active at the chosen branch": "shop.job_card.errors.package_not_at_branch",
  // Invoices: a payment or a void refused by what the invoice already is.
  "Invoice not found": "shop.invoice.not_found",
  "A voided invoice cannot take payments": "shop.invoice.errors.voided_no_payment",
  "An invoice with payments cannot be voided": "shop.invoice.errors.paid_no_void",
  "This invoice is already voided": "shop.invoice.errors.already_voided",
  // Clients and their vehicles.
  "Client not found": "shop.client.not_found",
  "A client with this identity number already exists": "shop.client.errors.identity_taken",
  "Vehicle not found": "shop.client.vehicle.not_found",
  "A vehicle with this plate already exists": "shop.client.errors.plate_taken",
  "A vehicle with this VIN already exists": "shop.client.errors.vin_taken",
  // A client's vehicle: "vehicle_type_id: ...", "make_id: ...", "model_id: ...".
  "is not a known vehicle type": "shop.client.errors.unknown_type",
  "is not a make of the chosen vehicle type": "shop.client.errors.make_of_type",
  "is not a model of the chosen make": "shop.client.errors.model_of_make",
  // Appointments: the calendar's delete, refused once the job card has started.
  "Appointment not found": "shop.appointment.errors.not_found",
  "Only an appointment of a booked job card can be deleted": "shop.appointment.errors.locked",
  "This service is part of a package on the job card: cancel the job card to drop it":
    "shop.appointment.errors.in_package",
} satisfies Record<string, ParseKeys>;
