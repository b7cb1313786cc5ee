import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { vehicleMakes, vehicleModels, vehicleTypes } from "../schema/index.js";
import dataset from "./reference/vehicles.json" with { type: "json" };

export interface VehicleDataset {
  types: { code: string; name: string; name_arabic: string; makes: { name: string; models: string[] }[] }[];
}

export const vehicleDataset: VehicleDataset = dataset;

/**
 * Brings the vehicle types, makes and models of the shipped dataset into the database, on every
 * start-up: a database made before a dataset entry existed gains it. Rows are matched by their
 * natural keys (type code; type and make name; make and model name), so a row already there keeps
 * its id and everything pointing at it. Nothing is ever removed: vehicles refer to these rows.
 * When the database already holds exactly the dataset (one fingerprint query), nothing else runs.
 */
export async function loadVehicleReference(db: Db, data: VehicleDataset = vehicleDataset): Promise<void> {
  if (await isVehicleReferenceLoaded(db, data)) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(vehicleTypes)
      .values(data.types.map((t) => ({ code: t.code, name: t.name, nameArabic: t.name_arabic })))
      .onConflictDoUpdate({
        target: vehicleTypes.code,
        // A corrected name reaches old databases; an unchanged one writes nothing.
        set: { name: sql`excluded.name`, nameArabic: sql`excluded.name_arabic` },
        setWhere: sql`(${vehicleTypes.name}, ${vehicleTypes.nameArabic}) is distinct from (excluded.name, excluded.name_arabic)`,
      });
    const typeIds = new Map(
      (await tx.select({ id: vehicleTypes.id, code: vehicleTypes.code }).from(vehicleTypes)).map((t) => [t.code, t.id]),
    );

    const makes = data.types.flatMap((t) =>
      t.makes.map((make) => ({ typeId: mustGet(typeIds, t.code), name: make.name })),
    );
    if (makes.length > 0) await tx.insert(vehicleMakes).values(makes).onConflictDoNothing();
    const makeIds = new Map((await tx.select().from(vehicleMakes)).map((m) => [`${m.typeId}|${m.name}`, m.id]));

    const models = data.types.flatMap((t) =>
      t.makes.flatMap((make) => {
        const makeId = mustGet(makeIds, `${mustGet(typeIds, t.code)}|${make.name}`);
        return make.models.map((name) => ({ makeId, name }));
      }),
    );
    if (models.length > 0) await tx.insert(vehicleModels).values(models).onConflictDoNothing();
  });
}

/** Every type, make and model as one line each, in the order PostgreSQL's "C" collation sorts them. */
function linesOf(data: VehicleDataset): string[] {
  const rows = data.types.flatMap((t) => {
    const type = [t.code, t.name, t.name_arabic];
    if (t.makes.length === 0) return [type];
    return t.makes.flatMap((make) =>
      make.models.length === 0 ? [[...type, make.name]] : make.models.map((model) => [...type, make.name, model]),
    );
  });
  // Sorted by code, make, model: JavaScript's code-unit order is the byte order of "C" for these names.
  const key = (row: string[]) => [row[0] ?? "", row[3] ?? "", row[4] ?? ""];
  return rows.sort((a, b) => compareKeys(key(a), key(b))).map((row) => row.join("|"));
}

function compareKeys(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i++) {
    const [x = "", y = ""] = [a[i], b[i]];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Whether the tables hold the dataset and nothing else: an md5 over every row, compared with the dataset's. */
export async function isVehicleReferenceLoaded(db: Db, data: VehicleDataset = vehicleDataset): Promise<boolean> {
  const expected = createHash("md5").update(linesOf(data).join("\n")).digest("hex");
  const [t, k, m] = [vehicleTypes, vehicleMakes, vehicleModels];
  const line = sql`concat_ws('|', ${t.code}, ${t.name}, ${t.nameArabic}, ${k.name}, ${m.name})`;
  const order = sql`${t.code} collate "C", ${k.name} collate "C", ${m.name} collate "C"`;
  const fingerprint = sql<string | null>`md5(string_agg(${line}, E'\n' order by ${order}))`;
  const [row] = await db
    .select({ fingerprint })
    .from(t)
    .leftJoin(k, eq(k.typeId, t.id))
    .leftJoin(m, eq(m.makeId, k.id));
  return row?.fingerprint === expected;
}

function mustGet(map: Map<string, string>, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`Vehicle reference data refers to an unknown entry: ${key}`);
  return value;
}
