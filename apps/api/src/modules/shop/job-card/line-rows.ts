import type { JobCardBillInput, ServiceEmployee } from "@pitlane/domain";
import type { jobCardPackages, jobCardProducts, jobCardServices } from "../../../db/schema/index.js";
import { discountOf } from "../../../platform/money-columns.js";
import type { ProductLine } from "./booking-checks.js";
import type { ServiceFact } from "./slot-repo.js";
import { variantLineName } from "../variant/line-name.js";

/** A product line as a job card or an order stores it: named as sold, priced as now. */
export const productLineColumns = (p: ProductLine) => ({
  variantId: p.variantId,
  packageId: p.packageId,
  name: variantLineName(p.productName, p.variantName),
  quantity: p.quantity,
  priceMinor: p.priceMinor,
  discountType: p.discountType,
  discountValue: p.discountValue,
});

/** A paired service of a booking and the chosen package it came from, if any. */
export interface BookedService {
  pair: ServiceEmployee;
  packageId: string | null;
}

/** What a job card sells, as its booking read it. */
export interface BookedLines {
  packages: { id: string; name: string; priceMinor: number }[];
  services: BookedService[];
  products: ProductLine[];
}

/**
 * The rows of a job card's packages, products and services, priced as they stand at booking: the
 * snapshot its invoice is issued from, whatever the catalog says later. `services` holds the facts
 * the pairs were checked against, so a pair without one is a fault of the caller.
 */
export function jobCardLineRows(
  shopId: string,
  jobCardId: string,
  lines: BookedLines,
  services: Map<string, ServiceFact>,
) {
  return {
    packages: lines.packages.map((p): typeof jobCardPackages.$inferInsert => ({
      jobCardId,
      shopId,
      packageId: p.id,
      name: p.name,
      priceMinor: p.priceMinor,
    })),
    products: lines.products.map((p): typeof jobCardProducts.$inferInsert => ({
      jobCardId,
      shopId,
      ...productLineColumns(p),
    })),
    services: lines.services.map(({ pair, packageId }): typeof jobCardServices.$inferInsert => {
      const service = services.get(pair.service_id);
      if (!service) throw new Error(`a job card line of an unchecked service: ${pair.service_id}`);
      return {
        jobCardId,
        shopId,
        serviceId: service.id,
        providerId: pair.employee_id,
        packageId,
        name: service.name,
        priceMinor: service.priceMinor,
        discountType: service.discountType,
        discountValue: service.discountValue,
        durationMinutes: service.durationMinutes,
        vatApplies: service.vatApplies,
      };
    }),
  };
}

type StoredProduct = Pick<
  typeof jobCardProducts.$inferSelect,
  "variantId" | "name" | "packageId" | "quantity" | "priceMinor" | "discountType" | "discountValue"
>;

/** A job card's stored lines, as the repo reads them; an order's are the same but services. */
export interface StoredLines {
  packages: Pick<typeof jobCardPackages.$inferSelect, "packageId" | "name" | "priceMinor">[];
  services: (typeof jobCardServices.$inferSelect)[];
  products: StoredProduct[];
}

/**
 * Stored lines as the invoice rule takes them: the prices snapshotted when the job card was booked
 * or the order placed.
 */
export function billInputOf(lines: StoredLines): JobCardBillInput {
  return {
    packages: lines.packages.map((p) => ({ packageId: p.packageId, name: p.name, priceMinor: p.priceMinor })),
    services: lines.services.map((s) => ({
      serviceId: s.serviceId,
      name: s.name,
      packageId: s.packageId,
      priceMinor: s.priceMinor,
      discount: discountOf(s),
      vatApplies: s.vatApplies,
    })),
    products: lines.products.map((p) => ({
      variantId: p.variantId,
      name: p.name,
      packageId: p.packageId,
      quantity: p.quantity,
      priceMinor: p.priceMinor,
      discount: discountOf(p),
    })),
  };
}
