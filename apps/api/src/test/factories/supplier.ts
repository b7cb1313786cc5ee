import { supplierEndpoints, type SupplierCreateBody } from "@pitlane/domain";
import type { TestApp } from "../app.js";
import { suppliers } from "../../db/schema/index.js";

let made = 0;

/** A supplier's body as the form sends it, with a name of its own unless `overrides` names one. */
export const supplierBody = (overrides: Record<string, unknown> = {}) =>
  ({
    name: `Lahore Lubricants ${++made}`,
    contact_person: "Imran Qureshi",
    phone: "0300 1234567",
    email: "orders@lahore-lubricants.test",
    address: "12 Badami Bagh",
    tax_number: "1234567-8",
    payment_terms_days: 30,
    notes: "Delivers on Tuesdays",
    ...overrides,
  }) as SupplierCreateBody;

/** Adds a supplier to the shop through the API as its owner; answers its id. */
export async function addSupplier(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.api.call(supplierEndpoints.create, { token, body: supplierBody(overrides) });
  if (res.status !== 200) throw new Error(`supplier not added: ${JSON.stringify(res.body)}`);
  return res.body.result;
}

/** A supplier of `shopId` written straight into the database (for another shop's record in refusal tests). */
export async function insertSupplier(t: TestApp, shopId: string): Promise<string> {
  const [row] = await t.db
    .insert(suppliers)
    .values({ shopId, name: `Supplier ${++made}` })
    .returning({ id: suppliers.id });
  return row!.id;
}
