import { toMinor } from "@pitlane/domain";
import type { Db } from "../client.js";
import { productBranches, productVariants, products, variantStock } from "../schema/index.js";
import { insertShopRow } from "../shop-rows.js";
import { storedDiscount, type DemoDiscount, type DemoShop, type ProductCategoryKey } from "./demo-catalog.js";
import { seededId } from "./seeded-id.js";

interface DemoVariant {
  name: string;
  sku: string;
  /** Rupees the shop pays, and rupees the client pays before the discount. */
  cost: number;
  price: number;
  discount?: DemoDiscount;
  /** Units in stock at each branch. */
  stock: { gulberg: number; modelTown: number };
}

interface DemoProduct {
  name: string;
  category: ProductCategoryKey;
  brand: string;
  description: string;
  unit: "Kg" | "Litter" | "Other";
  lowStockLevel: number;
  variants: DemoVariant[];
}

/** A variant: name, SKU, cost and price in rupees, units in stock at Gulberg and at Model Town, discount. */
function variant(
  name: string,
  sku: string,
  cost: number,
  price: number,
  [gulberg, modelTown]: [number, number],
  discount?: DemoDiscount,
): DemoVariant {
  return { name, sku, cost, price, discount, stock: { gulberg, modelTown } };
}

const demoProducts: DemoProduct[] = [
  {
    name: "Shell Helix HX7 10W-40",
    category: "oil",
    brand: "Shell",
    description: "Semi-synthetic engine oil for petrol cars.",
    unit: "Litter",
    lowStockLevel: 6,
    variants: [
      variant("4 L", "SHELL-HX7-4L", 8600, 9800, [24, 12], { rupees: 300 }),
      variant("1 L", "SHELL-HX7-1L", 2300, 2700, [40, 18]),
    ],
  },
  {
    name: "Total Quartz 9000 5W-40",
    category: "oil",
    brand: "TotalEnergies",
    description: "Fully synthetic engine oil for newer petrol and diesel engines.",
    unit: "Litter",
    lowStockLevel: 4,
    variants: [
      variant("4 L", "TOTAL-Q9000-4L", 12000, 13500, [10, 6]),
      variant("1 L", "TOTAL-Q9000-1L", 3200, 3700, [15, 8]),
    ],
  },
  {
    name: "Oil filter",
    category: "filters",
    brand: "Guard Filters",
    description: "Spin-on oil filter, by car model.",
    unit: "Other",
    lowStockLevel: 5,
    variants: [
      variant("Toyota Corolla / Yaris", "GF-OF-COROLLA", 600, 900, [30, 20]),
      variant("Honda City / Civic", "GF-OF-CIVIC", 650, 950, [25, 15]),
      variant("Suzuki Alto / Mehran", "GF-OF-ALTO", 350, 550, [20, 25]),
    ],
  },
  {
    name: "Air filter",
    category: "filters",
    brand: "Guard Filters",
    description: "Engine air filter, by car model.",
    unit: "Other",
    lowStockLevel: 4,
    variants: [
      variant("Toyota Corolla 2014-2024", "GF-AF-COROLLA", 1300, 1800, [14, 8]),
      variant("Honda Civic 2016-2021", "GF-AF-CIVIC", 1600, 2200, [10, 6]),
      variant("Suzuki Cultus / Wagon R", "GF-AF-CULTUS", 650, 950, [12, 12]),
    ],
  },
  {
    name: "Brake pads",
    category: "brakes",
    brand: "Bosch",
    description: "Ceramic brake pads, one axle set.",
    unit: "Other",
    lowStockLevel: 2,
    variants: [
      variant("Front, Toyota Corolla", "BOSCH-BP-COROLLA-F", 5000, 6500, [8, 4], { percent: 5 }),
      variant("Rear, Toyota Corolla", "BOSCH-BP-COROLLA-R", 3900, 5200, [6, 3]),
      variant("Front, Honda Civic", "BOSCH-BP-CIVIC-F", 6100, 7800, [5, 3]),
      variant("Rear, Honda Civic", "BOSCH-BP-CIVIC-R", 4700, 6200, [4, 2]),
    ],
  },
  {
    name: "Car battery",
    category: "batteries",
    brand: "AGS",
    description: "Maintenance-free battery with a one-year warranty.",
    unit: "Other",
    lowStockLevel: 2,
    variants: [
      variant("NS40 (35 Ah)", "AGS-NS40", 16000, 18500, [5, 4]),
      variant("NS60 (45 Ah)", "AGS-NS60", 21500, 24500, [6, 3]),
      variant("NS70 (65 Ah)", "AGS-NS70", 28500, 32000, [3, 1]),
    ],
  },
];

/** Each variant's units at Gulberg and at Model Town before anything moved them, by SKU: where its stock history starts. */
export const demoOpeningStock = () => new Map(demoProducts.flatMap((p) => p.variants.map((v) => [v.sku, v.stock])));

/** Products at both branches, their variants and the stock of each; returns variant ids by SKU. */
export async function seedDemoProducts(tx: Db, shop: DemoShop, categoryIds: Record<ProductCategoryKey, string>) {
  const variantIds = new Map<string, string>();
  for (const p of demoProducts) {
    const productId = await insertShopRow(tx, products, {
      shopId: shop.shopId,
      categoryId: categoryIds[p.category],
      name: p.name,
      brand: p.brand,
      description: p.description,
      unit: p.unit,
      lowStockLevel: p.lowStockLevel,
    });
    await tx
      .insert(productBranches)
      .values([shop.gulbergId, shop.modelTownId].map((branchId) => ({ shopId: shop.shopId, productId, branchId })));
    const variants = await tx
      .insert(productVariants)
      .values(
        p.variants.map((v) => ({
          shopId: shop.shopId,
          productId,
          name: v.name,
          sku: v.sku,
          unitPriceMinor: toMinor(v.cost),
          priceMinor: toMinor(v.price),
          ...storedDiscount(v.discount),
        })),
      )
      .returning({ id: productVariants.id, sku: productVariants.sku });
    for (const row of variants) if (row.sku) variantIds.set(row.sku, row.id);
    await tx.insert(variantStock).values(
      p.variants.flatMap((v) => {
        const variantId = seededId(variantIds, v.sku, "SKU");
        return [
          { variantId, branchId: shop.gulbergId, shopId: shop.shopId, quantity: v.stock.gulberg },
          { variantId, branchId: shop.modelTownId, shopId: shop.shopId, quantity: v.stock.modelTown },
        ];
      }),
    );
  }
  return variantIds;
}
