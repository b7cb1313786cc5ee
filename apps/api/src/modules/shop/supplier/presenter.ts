import type { SupplierCreateBody, SupplierDto, SupplierUpdateBody } from "@pitlane/domain";
import { presentPhone } from "../../../platform/phones.js";
import { toPlaceNames } from "../../reference/location/place-names.js";
import type { SupplierInsert, SupplierWithNames } from "./repo.js";

export function toSupplierDto(row: SupplierWithNames): SupplierDto {
  const { supplier: s } = row;
  return {
    _id: s.id,
    name: s.name,
    contact_person: s.contactPerson,
    phone: presentPhone(s.phone),
    email: s.email,
    address: s.address,
    country_id: s.countryId,
    state_id: s.stateId,
    city_id: s.cityId,
    ...toPlaceNames(row),
    tax_number: s.taxNumber,
    payment_terms_days: s.paymentTermsDays,
    notes: s.notes,
    active: s.active,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

/** API field names to columns; absent fields stay absent so a PATCH changes only what it names. */
export function toSupplierColumns(body: SupplierCreateBody): SupplierInsert;
export function toSupplierColumns(body: SupplierUpdateBody): Partial<SupplierInsert>;
export function toSupplierColumns(body: SupplierUpdateBody): Partial<SupplierInsert> {
  const columns: Partial<SupplierInsert> = {
    name: body.name,
    contactPerson: body.contact_person,
    phone: body.phone,
    email: body.email,
    address: body.address,
    countryId: body.country_id,
    stateId: body.state_id,
    cityId: body.city_id,
    taxNumber: body.tax_number,
    paymentTermsDays: body.payment_terms_days,
    notes: body.notes,
    active: body.active,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
