import type { FleetStatus, FleetType, FuelType } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../client.js";
import { vehicleMakes, vehicleModels, vehicleTypes, type vehicles } from "../schema/index.js";
import type { DemoBranch } from "./demo-fleet-people.js";
import type { SeededRandom } from "./demo-fleet-random.js";
import { RULE_HOLDER, type DemoRuleIds, type DriveGroup } from "./demo-fleet-rules.js";
import { seededId } from "./seeded-id.js";

interface VehicleSpec {
  /** A type code, make and model of the shipped vehicle dataset. */
  type: string;
  make: string;
  model: string;
  cc: number;
  branch: DemoBranch;
  group: DriveGroup;
  fuelType: FuelType;
  status: FleetStatus;
}

const v = (
  type: string,
  make: string,
  model: string,
  cc: number,
  branch: DemoBranch,
  group: DriveGroup,
  fuelType: FuelType,
  status: FleetStatus = "active",
): VehicleSpec => ({ type, make, model, cc, branch, group, fuelType, status });

/** Thirty vehicles, by the group that drives them; five of them are off the road. */
const DEMO_VEHICLES: VehicleSpec[] = [
  v("car", "Toyota", "Corolla", 1300, "karachi", "car", "petrol"),
  v("car", "Toyota", "Corolla", 1600, "karachi", "car", "petrol"),
  v("car", "Suzuki", "Cultus", 1000, "karachi", "car", "petrol"),
  v("car", "Suzuki", "Alto", 660, "karachi", "car", "petrol", "pause"),
  v("pickup", "Suzuki", "Ravi", 800, "karachi", "car", "petrol"),
  v("car", "Honda", "City", 1200, "lahore", "car", "petrol"),
  v("car", "Toyota", "Yaris", 1300, "lahore", "car", "petrol"),
  v("car", "Suzuki", "Wagon R", 1000, "lahore", "car", "petrol", "out_of_service"),
  v("van", "Suzuki", "Bolan", 800, "lahore", "car", "petrol"),
  v("car", "Toyota", "Corolla", 1800, "islamabad", "car", "petrol"),
  v("car", "Honda", "City", 1500, "islamabad", "car", "petrol"),
  v("car", "Suzuki", "Cultus", 1000, "islamabad", "car", "petrol"),
  v("car", "Honda", "Civic", 1500, "karachi", "exec", "hi_octane"),
  v("car", "Toyota", "Camry", 2500, "lahore", "exec", "hi_octane"),
  v("suv", "Kia", "Sportage", 2000, "islamabad", "exec", "hi_octane"),
  v("truck", "Isuzu", "NPR", 4600, "karachi", "truck", "diesel"),
  v("truck", "Hino", "500 Series", 7700, "karachi", "truck", "diesel"),
  v("truck", "Isuzu", "FVR", 7800, "lahore", "truck", "diesel"),
  v("truck", "Hyundai", "Mighty", 3900, "lahore", "truck", "diesel", "out_of_service"),
  v("truck", "Hino", "300 Series", 4000, "islamabad", "truck", "diesel"),
  v("pickup", "Toyota", "Hilux Revo", 2800, "karachi", "light", "diesel"),
  v("van", "Toyota", "HiAce", 2800, "karachi", "light", "diesel"),
  v("pickup", "Isuzu", "D-Max", 3000, "lahore", "light", "diesel"),
  v("pickup", "Hyundai", "Shehzore", 2600, "lahore", "light", "diesel", "inactive"),
  v("pickup", "Toyota", "Hilux Revo", 2400, "islamabad", "light", "diesel"),
  v("van", "Toyota", "HiAce", 2700, "islamabad", "light", "diesel"),
  v("motorcycle", "Honda", "CD 70", 70, "karachi", "bike", "petrol"),
  v("motorcycle", "Honda", "CG 125", 125, "karachi", "bike", "petrol", "deactive"),
  v("motorcycle", "Yamaha", "YBR125", 125, "lahore", "bike", "petrol"),
  v("motorcycle", "Suzuki", "GD 110S", 110, "islamabad", "bike", "petrol"),
];

/** What a vehicle of a type is like: km per litre, tank litres, odometer when added, km driven a week. */
interface Profile {
  kmpl: [number, number];
  tank: [number, number];
  odometer: [number, number];
  weeklyKm: [number, number];
}

const PROFILES: Record<string, Profile> = {
  car: { kmpl: [11, 16], tank: [35, 50], odometer: [15_000, 95_000], weeklyKm: [400, 900] },
  suv: { kmpl: [9, 11], tank: [55, 62], odometer: [10_000, 60_000], weeklyKm: [300, 700] },
  pickup: { kmpl: [8, 12], tank: [36, 80], odometer: [30_000, 160_000], weeklyKm: [800, 1500] },
  van: { kmpl: [8, 11], tank: [40, 70], odometer: [30_000, 160_000], weeklyKm: [800, 1500] },
  truck: { kmpl: [4, 6], tank: [100, 200], odometer: [80_000, 320_000], weeklyKm: [1500, 3000] },
  motorcycle: { kmpl: [40, 55], tank: [9, 12], odometer: [4_000, 30_000], weeklyKm: [200, 400] },
};

/** Registration letters as the cities issue them: Sindh (Karachi), Lahore, Islamabad. */
const PLATE_LETTERS: Record<DemoBranch, string[]> = {
  karachi: ["BKR", "BSK", "AYT", "BMZ", "CAB"],
  lahore: ["LEA", "LEB", "LEC", "LED", "LEF"],
  islamabad: ["IDA", "IDB", "IDC"],
};
const CAR_ID_CITY: Record<DemoBranch, string> = { karachi: "KHI", lahore: "LHE", islamabad: "ISB" };
const COLORS = ["White", "White", "Silver", "Grey", "Black", "Red", "Blue"];
const FLEET_TYPES: FleetType[] = ["owned", "owned", "owned", "leased", "rented"];
const VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const HEX = "0123456789ABCDEF";

type VehicleRow = Omit<typeof vehicles.$inferInsert, "companyId" | "currentOdometer" | "qrToken">;

export interface DemoVehiclePlan {
  group: DriveGroup;
  branch: DemoBranch;
  status: FleetStatus;
  /** Kilometres driven in a week of assignments, at least and at most. */
  weeklyKm: [number, number];
  row: VehicleRow;
}

/** The type, make and model ids of the shipped dataset by "type|make|model". */
export async function vehicleModelIds(tx: Db): Promise<Map<string, string>> {
  const rows = await tx
    .select({ code: vehicleTypes.code, make: vehicleMakes.name, model: vehicleModels.name, id: vehicleModels.id })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleMakes.typeId));
  const ids = new Map<string, string>();
  for (const r of rows) ids.set(`${r.code}|${r.make}|${r.model}`, r.id);
  const parents = await tx
    .select({ code: vehicleTypes.code, make: vehicleMakes.name, makeId: vehicleMakes.id, typeId: vehicleTypes.id })
    .from(vehicleMakes)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleMakes.typeId));
  for (const p of parents) {
    ids.set(`${p.code}|${p.make}`, p.makeId);
    ids.set(p.code, p.typeId);
  }
  return ids;
}

/** The thirty vehicles with everything but their current odometer, which their assignments decide. */
export function planDemoVehicles(random: SeededRandom, ids: Map<string, string>, ruleIds: DemoRuleIds) {
  const taken = { plates: new Set<string>(), chassis: new Set<string>(), nfc: new Set<string>() };
  const carIds: Record<DemoBranch, number> = { karachi: 0, lahore: 0, islamabad: 0 };
  return DEMO_VEHICLES.map((spec): DemoVehiclePlan => {
    const profile = PROFILES[spec.type];
    if (!profile) throw new Error(`demo vehicle of an unknown kind: ${spec.type}`);
    carIds[spec.branch] += 1;
    const between = ([min, max]: [number, number]) => random.int(min, max);
    return {
      group: spec.group,
      branch: spec.branch,
      status: spec.status,
      weeklyKm: profile.weeklyKm,
      row: {
        carId: `IL-${CAR_ID_CITY[spec.branch]}-${String(carIds[spec.branch]).padStart(2, "0")}`,
        vehicleTypeId: seededId(ids, spec.type, "vehicle type"),
        fleetType: random.pick(FLEET_TYPES),
        makeId: seededId(ids, `${spec.type}|${spec.make}`, "vehicle make"),
        modelId: seededId(ids, `${spec.type}|${spec.make}|${spec.model}`, "vehicle model"),
        cc: spec.cc,
        year: random.int(2014, 2024),
        color: random.pick(COLORS),
        plateNo: random.unique(
          taken.plates,
          () => `${random.pick(PLATE_LETTERS[spec.branch])}-${random.int(100, 9999)}`,
        ),
        engineNo: `${spec.make.slice(0, 2).toUpperCase()}${random.digits(7)}`,
        chassisNo: random.unique(taken.chassis, () =>
          Array.from({ length: 17 }, () => random.pick([...VIN_ALPHABET])).join(""),
        ),
        nfcTag: random.unique(taken.nfc, () => `04${Array.from({ length: 12 }, () => random.pick([...HEX])).join("")}`),
        fuelType: spec.fuelType,
        consumptionRate: between(profile.kmpl) * 100 + random.int(0, 99),
        initialOdometer: between(profile.odometer),
        primaryTankLimit: between(profile.tank),
        status: spec.status,
        ruleId: RULE_HOLDER[spec.group] === "vehicle" ? ruleIds[spec.group] : null,
      },
    };
  });
}
