import { toMinor } from "@pitlane/domain";
import type { Db } from "../client.js";
import { packageProducts, packageServices, packages } from "../schema/index.js";
import { insertShopRow } from "../shop-rows.js";
import type { DemoShop } from "./demo-catalog.js";
import { seededId } from "./seeded-id.js";

interface DemoPackage {
  branch: "gulberg" | "modelTown";
  name: string;
  description: string;
  /** Service names of demo-catalog.ts. */
  services: string[];
  /** SKUs of demo-products.ts with quantities. */
  products: [sku: string, quantity: number][];
  /** The package's own selling price in rupees: a little under the sum of its lines. */
  rupees: number;
}

const demoPackages: DemoPackage[] = [
  {
    branch: "gulberg",
    name: "Basic service",
    description: "Oil change with 4 L of Shell Helix HX7 and a new oil filter, plus a car wash. For a Corolla.",
    services: ["Oil change", "Car wash"],
    products: [
      ["SHELL-HX7-4L", 1],
      ["GF-OF-COROLLA", 1],
    ],
    rupees: 12000,
  },
  {
    branch: "gulberg",
    name: "Full service",
    description:
      "Basic service with engine tuning, diagnostics, alignment, balancing and a new air filter. For a Corolla.",
    services: ["Oil change", "Engine tuning", "Computer diagnostics", "Wheel alignment", "Wheel balancing", "Car wash"],
    products: [
      ["SHELL-HX7-4L", 1],
      ["GF-OF-COROLLA", 1],
      ["GF-AF-COROLLA", 1],
    ],
    rupees: 22500,
  },
  // Kits of products only: what a customer order may take (a package with services is a job card's).
  {
    branch: "gulberg",
    name: "Oil change kit, Corolla",
    description: "4 L of Shell Helix HX7 with an oil filter and an air filter for a Corolla, to fit at home.",
    services: [],
    products: [
      ["SHELL-HX7-4L", 1],
      ["GF-OF-COROLLA", 1],
      ["GF-AF-COROLLA", 1],
    ],
    rupees: 11500,
  },
  {
    branch: "modelTown",
    name: "Filter set, Civic",
    description: "An oil filter and an air filter for a Honda Civic 2016-2021.",
    services: [],
    products: [
      ["GF-OF-CIVIC", 1],
      ["GF-AF-CIVIC", 1],
    ],
    rupees: 2950,
  },
];

/** The Gulberg branch's two service packages, and a kit of products at each branch. */
export async function seedDemoPackages(
  tx: Db,
  shop: DemoShop,
  serviceIds: Map<string, string>,
  variantIds: Map<string, string>,
) {
  for (const p of demoPackages) {
    const packageId = await insertShopRow(tx, packages, {
      shopId: shop.shopId,
      branchId: p.branch === "gulberg" ? shop.gulbergId : shop.modelTownId,
      name: p.name,
      description: p.description,
      priceMinor: toMinor(p.rupees),
    });
    if (p.services.length > 0) {
      await tx.insert(packageServices).values(
        p.services.map((name) => ({
          shopId: shop.shopId,
          packageId,
          serviceId: seededId(serviceIds, name, "service"),
        })),
      );
    }
    await tx.insert(packageProducts).values(
      p.products.map(([sku, quantity]) => ({
        shopId: shop.shopId,
        packageId,
        variantId: seededId(variantIds, sku, "SKU"),
        quantity,
      })),
    );
  }
}
