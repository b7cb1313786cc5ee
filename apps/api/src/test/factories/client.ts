import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { clientVehicles, clients } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { findVehicle } from "./vehicle-reference.js";

const unique = () => randomBytes(4).toString("hex").toUpperCase();

/** A persisted client inserted directly, for tests that need one without going through the API. */
export async function createClient(t: TestApp, shopId: string, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(clients)
    .values({ shopId, name: `Client ${unique()}`, phone: "+923001234567", ...overrides })
    .returning();
  if (!row) throw new Error("no client");
  return row;
}

/**
 * A persisted vehicle of a client; without type/make/model overrides it is a Toyota Corolla car of
 * the shipped reference data, with a plate unique per call.
 */
export async function createClientVehicle(
  t: TestApp,
  shopId: string,
  clientId: string,
  overrides: Partial<typeof clientVehicles.$inferInsert> = {},
) {
  const model =
    overrides.vehicleTypeId && overrides.makeId && overrides.modelId
      ? { vehicle_type_id: overrides.vehicleTypeId, make_id: overrides.makeId, model_id: overrides.modelId }
      : await findVehicle(t, "Car", "Toyota", "Corolla");
  const [row] = await t.db
    .insert(clientVehicles)
    .values({
      shopId,
      clientId,
      vehicleTypeId: model.vehicle_type_id,
      makeId: model.make_id,
      modelId: model.model_id,
      plate: `LEA-${unique()}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no client vehicle");
  return row;
}

/**
 * `count` clients of a shop in one statement, named "Bulk 00001" onwards with distinct phones and
 * each a minute older than the next (the last is the newest): a list longer than its count's cap
 * without a thousand requests. A generated series rather than bound rows: PGlite refuses a statement
 * with tens of thousands of parameters.
 */
export async function createManyClients(t: TestApp, shopId: string, count: number) {
  await t.db.execute(sql`
    insert into clients (shop_id, name, phone, created_at)
    select ${shopId}::uuid, 'Bulk ' || lpad(i::text, 5, '0'), '+9230010' || lpad(i::text, 5, '0'),
           now() - (${count}::int - i + 1) * interval '1 minute'
    from generate_series(1, ${count}::int) as i`);
}
