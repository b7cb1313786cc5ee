import type { Db } from "../client.js";
import { suppliers } from "../schema/index.js";

/** Where the demo's suppliers are: Lahore, as demo.ts reads it from the reference data. */
export interface DemoPlace {
  countryId: string | null;
  stateId: string | null;
  cityId: string | null;
}

type DemoSupplier = Omit<typeof suppliers.$inferInsert, "shopId" | keyof DemoPlace>;

/** The trade suppliers of a Lahore workshop, each from the market that sells its line; payment terms in days. */
const demoSuppliers: DemoSupplier[] = [
  {
    name: "Al-Faisal Lubricants",
    contactPerson: "Faisal Mehmood",
    phone: "+924237351122",
    email: "orders@alfaisal-lubricants.test",
    address: "Shop 12, Lubricants Market, Badami Bagh",
    taxNumber: "3571846-2",
    paymentTermsDays: 30,
    notes: "Shell and TotalEnergies distributor; delivers on Tuesdays and Fridays.",
  },
  {
    name: "Mughal Filter House",
    contactPerson: "Usman Mughal",
    phone: "+923214567820",
    email: "sales@mughal-filters.test",
    address: "45 Nicholson Road",
    taxNumber: "4102937-5",
    paymentTermsDays: 15,
    notes: "Guard Filters dealer; takes orders of 20 filters or more.",
  },
  {
    name: "Khan Battery Traders",
    contactPerson: "Bilal Khan",
    phone: "+924237248890",
    email: "bilal@khan-battery.test",
    address: "7 McLeod Road",
    taxNumber: "2958473-1",
    paymentTermsDays: null,
    notes: "AGS batteries, paid on delivery; takes the old batteries back.",
  },
  {
    name: "Malik Auto Spares",
    contactPerson: "Imran Malik",
    phone: "+923004412398",
    email: "imran@malik-autospares.test",
    address: "19 Brandreth Road",
    taxNumber: "3846120-9",
    paymentTermsDays: 30,
    notes: "Bosch brake parts and general spares for Toyota and Honda.",
  },
  {
    name: "Punjab Tyre Centre",
    contactPerson: "Shahid Iqbal",
    phone: "+924235882210",
    email: "info@punjab-tyre.test",
    address: "88 Ferozepur Road",
    taxNumber: "1739265-4",
    paymentTermsDays: 7,
    notes: "The shop stopped selling tyres; kept for the warranty claims on earlier sets.",
    active: false,
  },
];

/** The suppliers in one statement, each stamped two months and more ago; answers their ids by name. */
export async function seedDemoSuppliers(tx: Db, shopId: string, place: DemoPlace, createdAt: Date) {
  const rows = await tx
    .insert(suppliers)
    .values(demoSuppliers.map((s) => ({ ...s, ...place, shopId, createdAt, updatedAt: createdAt })))
    .returning({ id: suppliers.id, name: suppliers.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}
