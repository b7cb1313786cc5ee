import { DiscountType, isAllowedDuration, parseDuration, toMinor } from "@pitlane/domain";
import { toStoredValue } from "../../platform/money-columns.js";
import type { Db } from "../client.js";
import { categories, serviceBranches, serviceNames, services } from "../schema/index.js";
import { seededId } from "./seeded-id.js";

/** The demo shop's two branches, which every demo service and product is offered at. */
export interface DemoShop {
  shopId: string;
  gulbergId: string;
  modelTownId: string;
}

const serviceCategories = {
  maintenance: ["Maintenance", "الصيانة الدورية"],
  engine: ["Engine and electrical", "المحرك والكهرباء"],
  tyres: ["Tyres and alignment", "الإطارات وضبط الزوايا"],
  body: ["Denting and painting", "السمكرة والدهان"],
  ac: ["Air conditioning", "تكييف الهواء"],
  cleaning: ["Car wash and detailing", "غسيل السيارات والعناية بها"],
} as const;

const productCategories = {
  oil: ["Engine oil", "زيت المحرك"],
  filters: ["Filters", "الفلاتر"],
  brakes: ["Brake parts", "قطع الفرامل"],
  batteries: ["Batteries", "البطاريات"],
} as const;

export type ProductCategoryKey = keyof typeof productCategories;

/** A discount as a person states it: a percent off, or rupees off. */
export type DemoDiscount = { percent: number } | { rupees: number };

interface DemoService {
  name: string;
  category: keyof typeof serviceCategories;
  description: string;
  /** Rupees; stored in paisa. */
  rupees: number;
  /** As a person types it; stored in minutes. */
  duration: string;
  discount?: DemoDiscount;
  onlineBooking?: boolean;
  checklist?: string[];
}

const demoServices: DemoService[] = [
  {
    name: "Oil change",
    category: "maintenance",
    description: "Drain and refill engine oil, replace the oil filter, top up fluids.",
    rupees: 1500,
    duration: "30min",
    onlineBooking: true,
    checklist: ["Oil level after refill", "Oil filter tightened", "No leak under the sump", "Service sticker updated"],
  },
  {
    name: "Engine tuning",
    category: "engine",
    description: "Spark plugs, throttle body cleaning, idle and ignition check.",
    rupees: 4500,
    duration: "1h 30min",
    discount: { percent: 10 },
    onlineBooking: true,
    checklist: ["Spark plugs", "Throttle body", "Idle speed", "Road test"],
  },
  {
    name: "Computer diagnostics",
    category: "engine",
    description: "OBD scan of engine, ABS and airbag faults with a printed report.",
    rupees: 2500,
    duration: "30min",
  },
  {
    name: "Battery check and replacement",
    category: "engine",
    description: "Load test, terminal cleaning; fitting of a new battery if needed.",
    rupees: 500,
    duration: "15 min",
  },
  {
    name: "Brake pad replacement",
    category: "maintenance",
    description: "Front or rear pads replaced, discs checked, brake fluid topped up.",
    rupees: 1800,
    duration: "1h",
    checklist: ["Disc thickness", "Brake fluid level", "Pedal feel on road test"],
  },
  {
    name: "Wheel alignment",
    category: "tyres",
    description: "Computerised four-wheel alignment with before and after printout.",
    rupees: 2000,
    duration: "45min",
    onlineBooking: true,
  },
  {
    name: "Wheel balancing",
    category: "tyres",
    description: "Balancing of four wheels, weights included.",
    rupees: 1200,
    duration: "30min",
  },
  {
    name: "AC service and gas refill",
    category: "ac",
    description: "Leak test, cabin filter cleaning and R134a gas refill.",
    rupees: 6500,
    duration: "1h 30min",
    discount: { rupees: 500 },
    onlineBooking: true,
  },
  {
    name: "Denting (per panel)",
    category: "body",
    description: "Dent removal and panel straightening, ready for paint.",
    rupees: 5000,
    duration: "3h",
  },
  {
    name: "Painting (per panel)",
    category: "body",
    description: "Colour-matched paint and clear coat in the paint booth.",
    rupees: 12000,
    duration: "6h",
    discount: { percent: 5 },
  },
  {
    name: "Car wash",
    category: "cleaning",
    description: "Exterior foam wash, interior vacuum and tyre shine.",
    rupees: 1000,
    duration: "45 minutes",
    onlineBooking: true,
  },
  {
    name: "Interior detailing",
    category: "cleaning",
    description: "Seat and carpet shampoo, dashboard polish, odour treatment.",
    rupees: 7500,
    duration: "4h",
    discount: { percent: 15 },
  },
];

/** Type and stored value of a discount: paisa for Fixed, basis points for Percentage. */
export function storedDiscount(discount: DemoDiscount | undefined) {
  if (!discount) return { discountType: null, discountValue: 0 };
  return "percent" in discount
    ? { discountType: DiscountType.percentage, discountValue: toStoredValue(discount.percent) }
    : { discountType: DiscountType.fixed, discountValue: toStoredValue(discount.rupees) };
}

function minutesOf(service: DemoService): number {
  const minutes = parseDuration(service.duration);
  // A typo in the data above should stop the seed, not store a duration the forms refuse.
  if (minutes === null || !isAllowedDuration(minutes)) throw new Error(`bad demo duration: ${service.name}`);
  return minutes;
}

async function insertCategories<K extends string>(
  tx: Db,
  shopId: string,
  kind: "services" | "products",
  names: Record<K, readonly [string, string]>,
): Promise<Record<K, string>> {
  const keys = Object.keys(names) as K[]; // Object.keys loses the key type of a record it was given.
  const rows = await tx
    .insert(categories)
    .values(keys.map((key) => ({ shopId, kind, nameEnglish: names[key][0], nameArabic: names[key][1] })))
    .returning({ id: categories.id, nameEnglish: categories.nameEnglish });
  const idByName = new Map(rows.map((row) => [row.nameEnglish, row.id]));
  const ids = {} as Record<K, string>; // filled for every key just below
  for (const key of keys) ids[key] = seededId(idByName, names[key][0], "category");
  return ids;
}

/** Service and product categories, and the dozen services at both branches. Returns ids by name. */
export async function seedDemoCatalog(tx: Db, shop: DemoShop) {
  const serviceCategoryIds = await insertCategories(tx, shop.shopId, "services", serviceCategories);
  const productCategoryIds = await insertCategories(tx, shop.shopId, "products", productCategories);
  const rows = await tx
    .insert(services)
    .values(
      demoServices.map((s) => ({
        shopId: shop.shopId,
        categoryId: serviceCategoryIds[s.category],
        name: s.name,
        description: s.description,
        priceMinor: toMinor(s.rupees),
        ...storedDiscount(s.discount),
        durationMinutes: minutesOf(s),
        onlineBooking: s.onlineBooking ?? false,
        leadTimeMinutes: s.onlineBooking ? 120 : 0,
        checklist: s.checklist ?? [],
      })),
    )
    .returning({ id: services.id, name: services.name });
  await tx
    .insert(serviceBranches)
    .values(
      rows.flatMap((s) =>
        [shop.gulbergId, shop.modelTownId].map((branchId) => ({ shopId: shop.shopId, serviceId: s.id, branchId })),
      ),
    );
  await tx.insert(serviceNames).values(rows.map((s) => ({ shopId: shop.shopId, name: s.name })));
  return { serviceIds: new Map(rows.map((s) => [s.name, s.id])), productCategoryIds };
}
