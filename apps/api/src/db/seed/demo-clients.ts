import type { Gender } from "@pitlane/domain";
import type { Db } from "../client.js";
import { clientVehicles, clients } from "../schema/index.js";
import type { SeededRandom } from "./demo-fleet-random.js";
import { vehicleModelIds } from "./demo-fleet-vehicles.js";
import { seededId } from "./seeded-id.js";

const CLIENT_COUNT = 200;
const DAY_MS = 86_400_000;

/** Lists written as prose: a word (or, with commas, a phrase) each. */
const words = (text: string) => text.trim().split(/\s+/);
const phrases = (text: string) => text.trim().split(/\s*,\s*/);

const MEN = words(`
  Muhammad Ahmed Ali Hassan Usman Umar Bilal Hamza Zain Faisal Imran Kashif Naveed Shahzad Asim Adeel Waqas Farhan
  Salman Saad Junaid Fahad Rehan Nadeem Tahir Arslan Danish Omer Haris Shoaib Atif Rizwan Zeeshan Khurram Yasir Kamran
  Jawad Talha Moiz Ehsan`);
const WOMEN = words(`
  Ayesha Fatima Maryam Zainab Hira Sana Amna Mahnoor Iqra Saba Rabia Nadia Sadia Sidra Kiran Mehwish Anum Areeba Komal
  Faiza`);
const SURNAMES = words(`
  Khan Ahmed Ali Malik Butt Chaudhry Sheikh Qureshi Javed Iqbal Raza Hussain Shah Mirza Rana Bhatti Gill Cheema Warraich
  Siddiqui Hashmi Zaidi Abbasi Akhtar Aslam Saleem Aziz Anwar Baig Nawaz Tariq Farooq Rasheed Mughal Dar`);
const AREAS = phrases(`
  Johar Town, DHA Phase 5, Gulberg II, Model Town, Faisal Town, Iqbal Town, Bahria Town, Garden Town, Wapda Town,
  Township, Samanabad, Cantt, Valencia Town, Shadman`);
const MOBILE_PREFIXES = words("300 301 302 303 306 311 312 321 322 323 331 333 334 345");
/** CNIC area codes of Lahore and the towns around it: the shop's clients mostly live nearby. */
const CNIC_AREAS = words("35202 35202 35202 35201 35200 35401 34101 35102 33100 61101");
const PLATE_LETTERS = words("LEA LEB LEC LED LEE LEF LEH LEJ LEK LEL LEM LEN LEP LER");
const COLOURS = words("White White White Silver Silver Grey Black Black Red Blue Maroon Beige");
const VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const NOTES = ["Prefers a call after 5 pm", "Fleet of a family business", "Asks for the old parts back"];

/** A type code, make and model of the shipped vehicle dataset, how often Lahore's roads show it, and its model years. */
type Model = [key: string, weight: number, from: number, to: number];
const MODELS: Model[] = [
  ["car|Toyota|Corolla", 10, 2010, 2024],
  ["car|Honda|Civic", 7, 2012, 2024],
  ["car|Honda|City", 7, 2010, 2024],
  ["car|Suzuki|Alto", 8, 2012, 2024],
  ["car|Suzuki|Cultus", 6, 2010, 2024],
  ["car|Suzuki|Wagon R", 5, 2014, 2024],
  ["car|Suzuki|Mehran", 5, 2005, 2019],
  ["car|Suzuki|Swift", 3, 2012, 2024],
  ["car|Toyota|Yaris", 4, 2020, 2024],
  ["car|Toyota|Vitz", 2, 2010, 2018],
  ["car|Toyota|Aqua", 2, 2014, 2020],
  ["car|Kia|Picanto", 2, 2019, 2024],
  ["car|Hyundai|Elantra", 2, 2021, 2024],
  ["car|Changan|Alsvin", 2, 2021, 2024],
  ["car|Daihatsu|Mira", 2, 2014, 2020],
  ["suv|Kia|Sportage", 4, 2019, 2024],
  ["suv|Hyundai|Tucson", 3, 2020, 2024],
  ["suv|Toyota|Fortuner", 2, 2016, 2024],
  ["suv|Honda|BR-V", 2, 2017, 2023],
  ["suv|MG|HS", 2, 2021, 2024],
  ["suv|Haval|H6", 1, 2022, 2024],
  ["suv|Toyota|Land Cruiser Prado", 1, 2010, 2022],
  ["pickup|Toyota|Hilux Revo", 2, 2016, 2024],
  ["pickup|Suzuki|Ravi", 1, 2010, 2024],
];

/** A client's vehicle as the job cards need it: its make (for the right filter), and its odometer now and km a day. */
export interface DemoClientVehicle {
  id: string;
  clientId: string;
  make: string;
  /** The reading today; a visit this month read less, by the kilometres driven since. */
  odometer: number;
  kmPerDay: number;
}

/** One of `items`, each as likely as its weight. */
export function weighted<T>(random: SeededRandom, items: readonly T[], weightOf: (item: T) => number): T {
  let left = random.next() * items.reduce((sum, item) => sum + weightOf(item), 0);
  for (const item of items) {
    left -= weightOf(item);
    if (left < 0) return item;
  }
  return random.pick(items);
}

/** A house in one of the areas the shop's clients live in. */
export const lahoreAddressOf = (random: SeededRandom) =>
  `House ${random.int(1, 420)}, Street ${random.int(1, 30)}, ${random.pick(AREAS)}, Lahore`;

function planClient(
  random: SeededRandom,
  taken: { names: Set<string>; phones: Set<string>; ids: Set<string> },
  now: Date,
) {
  const gender: Gender = random.chance(0.18) ? "Female" : "Male";
  const name = random.unique(
    taken.names,
    () => `${random.pick(gender === "Male" ? MEN : WOMEN)} ${random.pick(SURNAMES)}`,
  );
  const phone = random.unique(taken.phones, () => `+92${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`);
  // The CNIC's last digit tells the holder's sex: odd for men, even for women.
  const last = () => String(random.pick(gender === "Male" ? [1, 3, 5, 7, 9] : [2, 4, 6, 8]));
  const identityNumber = random.chance(0.6)
    ? random.unique(taken.ids, () => `${random.pick(CNIC_AREAS)}${random.digits(7)}${last()}`)
    : null;
  const [first = "", surname = ""] = name.toLowerCase().split(" ");
  return {
    name,
    phone,
    identityNumber,
    gender,
    email: random.chance(0.35) ? `${first}.${surname}${random.int(1, 99)}@mail.test` : null,
    address: random.chance(0.5) ? lahoreAddressOf(random) : null,
    notes: random.chance(0.08) ? random.pick(NOTES) : null,
    // Clients joined over the past year, before this month's job cards.
    createdAt: new Date(now.getTime() - random.int(32, 400) * DAY_MS - random.int(0, 600) * 60_000),
  };
}

function planVehicle(random: SeededRandom, taken: { plates: Set<string>; vins: Set<string> }, thisYear: number) {
  const [key, , from, to] = weighted(random, MODELS, (m) => m[1]);
  const [type = "", make = "", model = ""] = key.split("|");
  const year = random.int(from, to);
  const age = thisYear - year;
  return {
    type,
    make,
    model,
    plate: random.unique(taken.plates, () => `${random.pick(PLATE_LETTERS)}-${random.int(1000, 9999)}`),
    year,
    colour: random.pick(COLOURS),
    vin: random.chance(0.4)
      ? random.unique(taken.vins, () => Array.from({ length: 17 }, () => random.pick([...VIN_ALPHABET])).join(""))
      : null,
    odometer: Math.max(5_000, age * random.int(9_000, 16_000) + random.int(0, 9_999)),
    kmPerDay: random.int(15, 70),
  };
}

/**
 * Two hundred clients of the demo shop, each with one or two vehicles of the reference lists,
 * inserted in two statements. Returns the vehicles with what the job cards need of them.
 */
export async function seedDemoClients(tx: Db, shopId: string, random: SeededRandom, now: Date) {
  const ids = await vehicleModelIds(tx);
  const taken = { names: new Set<string>(), phones: new Set<string>(), ids: new Set<string>() };
  const plates = { plates: new Set<string>(), vins: new Set<string>() };
  const plans = Array.from({ length: CLIENT_COUNT }, () => {
    const client = planClient(random, taken, now);
    const vehicles = Array.from({ length: random.chance(0.3) ? 2 : 1 }, () =>
      planVehicle(random, plates, now.getUTCFullYear()),
    );
    return { client, vehicles };
  });
  const inserted = await tx
    .insert(clients)
    .values(plans.map((p) => ({ shopId, ...p.client, updatedAt: p.client.createdAt })))
    .returning({ id: clients.id, phone: clients.phone });
  const clientIds = new Map(inserted.map((row) => [row.phone, row.id]));
  const vehicleRows = plans.flatMap((p) => {
    const clientId = seededId(clientIds, p.client.phone, "client");
    return p.vehicles.map((v) => ({ clientId, createdAt: p.client.createdAt, plan: v }));
  });
  const insertedVehicles = await tx
    .insert(clientVehicles)
    .values(
      vehicleRows.map(({ clientId, createdAt, plan: v }) => ({
        shopId,
        clientId,
        vehicleTypeId: seededId(ids, v.type, "vehicle type"),
        makeId: seededId(ids, `${v.type}|${v.make}`, "vehicle make"),
        modelId: seededId(ids, `${v.type}|${v.make}|${v.model}`, "vehicle model"),
        plate: v.plate,
        year: v.year,
        colour: v.colour,
        vin: v.vin,
        odometer: v.odometer,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: clientVehicles.id, plate: clientVehicles.plate });
  const vehicleIds = new Map(insertedVehicles.map((row) => [row.plate, row.id]));
  return vehicleRows.map(({ clientId, plan: v }): DemoClientVehicle => ({
    id: seededId(vehicleIds, v.plate, "vehicle"),
    clientId,
    make: v.make,
    odometer: v.odometer,
    kmPerDay: v.kmPerDay,
  }));
}
