import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { JobCardListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import {
  appointments,
  branches,
  clientVehicles,
  clients,
  invoices,
  jobCardInspections,
  jobCardPackages,
  jobCardProducts,
  jobCardServices,
  jobCards,
  productVariants,
  products,
  services,
  shopUsers,
  shops,
  vehicleMakes,
  variantStock,
  vehicleModels,
} from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** A search typed as a job card number: "JC-000123", "jc123" or "123". */
const NUMBER_SEARCH = /^(?:jc-|jc)?0*(\d{1,9})$/i;

/** A job card with what its list row shows beside it, read in the same query. */
const summaryColumns = {
  card: jobCards,
  clientName: clients.name,
  vehiclePlate: clientVehicles.plate,
  branchNameEnglish: branches.branchNameEnglish,
  branchNameArabic: branches.branchNameArabic,
  invoiceId: invoices.id,
  invoiceNumber: invoices.number,
  /** The rate its invoice was issued at; null until then (the shop's rate applies). */
  invoiceVatRateBp: invoices.vatRateBp,
};

const inspector = alias(shopUsers, "inspector");

/**
 * The search: the client's name, the vehicle's plate or the card's number. Names and plates are
 * looked up in their own tables through the (shop, column) trigram indexes and matched by id, so
 * the job cards are filtered and counted without joining either table.
 */
function searchFilter(db: Db, shopId: string, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const number = NUMBER_SEARCH.exec(search.trim())?.[1];
  const pattern = containsPattern(search);
  return or(
    inArray(
      jobCards.clientId,
      db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.shopId, shopId), ilike(clients.name, pattern))),
    ),
    inArray(
      jobCards.vehicleId,
      db
        .select({ id: clientVehicles.id })
        .from(clientVehicles)
        .where(and(eq(clientVehicles.shopId, shopId), ilike(clientVehicles.plate, pattern))),
    ),
    number ? eq(jobCards.number, Number(number)) : undefined,
  );
}

function filters(db: Db, shopId: string, q: JobCardListQuery): SQL | undefined {
  return and(
    eq(jobCards.shopId, shopId),
    q.status ? eq(jobCards.status, q.status) : undefined,
    q.branch_id ? eq(jobCards.branchId, q.branch_id) : undefined,
    q.client_id ? eq(jobCards.clientId, q.client_id) : undefined,
    q.from ? gte(jobCards.scheduledDate, q.from) : undefined,
    q.to ? lte(jobCards.scheduledDate, q.to) : undefined,
    searchFilter(db, shopId, q.search),
  );
}

export function createJobCardRepo(db: Db) {
  return {
    /** By scheduled date, newest first, then by number. */
    async list(shopId: string, q: JobCardListQuery) {
      const where = filters(db, shopId, q);
      return pageOf(
        db,
        db
          .select(summaryColumns)
          .from(jobCards)
          .innerJoin(clients, tenantRow(clients, jobCards.clientId, jobCards))
          .innerJoin(clientVehicles, tenantRow(clientVehicles, jobCards.vehicleId, jobCards))
          .innerJoin(branches, tenantRow(branches, jobCards.branchId, jobCards))
          .leftJoin(invoices, tenantRow(jobCards, invoices.jobCardId, invoices))
          .where(where)
          .orderBy(desc(jobCards.scheduledDate), desc(jobCards.number)),
        // Every filter is on the job card's own columns: the count is one table's.
        countRows(db, jobCards, where),
        q,
      );
    },

    async get(shopId: string, id: string, tx: Db = db) {
      const [row] = await tx
        .select({
          ...summaryColumns,
          clientPhone: clients.phone,
          clientIdentityNumber: clients.identityNumber,
          makeName: vehicleMakes.name,
          modelName: vehicleModels.name,
          inspectorName: inspector.name,
          /** The shop's rate now, for a card not invoiced yet: read here rather than in a statement of its own. */
          shopVatRateBp: shops.vatRateBp,
          /** Whether it has lines of each kind: those of a kind it has none of are not asked for. */
          hasPackages: sql<boolean>`exists (select 1 from ${jobCardPackages} where ${jobCardPackages.shopId} = ${jobCards.shopId} and ${jobCardPackages.jobCardId} = ${jobCards.id})`,
          hasProducts: sql<boolean>`exists (select 1 from ${jobCardProducts} where ${jobCardProducts.shopId} = ${jobCards.shopId} and ${jobCardProducts.jobCardId} = ${jobCards.id})`,
        })
        .from(jobCards)
        .innerJoin(shops, eq(shops.id, jobCards.shopId))
        .innerJoin(clients, tenantRow(clients, jobCards.clientId, jobCards))
        .innerJoin(clientVehicles, tenantRow(clientVehicles, jobCards.vehicleId, jobCards))
        .innerJoin(branches, tenantRow(branches, jobCards.branchId, jobCards))
        .innerJoin(vehicleMakes, eq(vehicleMakes.id, clientVehicles.makeId))
        .innerJoin(vehicleModels, eq(vehicleModels.id, clientVehicles.modelId))
        .leftJoin(invoices, tenantRow(jobCards, invoices.jobCardId, invoices))
        .leftJoin(inspector, tenantRow(inspector, jobCards.inspectionProviderId, jobCards))
        .where(and(eq(jobCards.shopId, shopId), eq(jobCards.id, id)));
      return row ?? null;
    },

    /**
     * The priced lines of several job cards in up to three queries, each service with its technician and
     * slot; a kind `kinds` says the cards have none of is not read.
     */
    async linesOf(shopId: string, jobCardIds: string[], tx: Db = db, kinds = { packages: true, products: true }) {
      if (jobCardIds.length === 0) return { services: [], packages: [], products: [] };
      const serviceRows = await tx
        .select({
          line: jobCardServices,
          employeeName: shopUsers.name,
          appointment: {
            id: appointments.id,
            date: appointments.appointmentDate,
            start: appointments.startMinute,
            end: appointments.endMinute,
            status: appointments.status,
          },
        })
        .from(jobCardServices)
        .innerJoin(shopUsers, tenantRow(shopUsers, jobCardServices.providerId, jobCardServices))
        .leftJoin(appointments, tenantRow(jobCardServices, appointments.jobCardServiceId, appointments))
        .where(and(eq(jobCardServices.shopId, shopId), inArray(jobCardServices.jobCardId, jobCardIds)))
        .orderBy(asc(appointments.startMinute), asc(jobCardServices.name), asc(jobCardServices.id));
      const packageRows = !kinds.packages
        ? []
        : await tx
            .select()
            .from(jobCardPackages)
            .where(and(eq(jobCardPackages.shopId, shopId), inArray(jobCardPackages.jobCardId, jobCardIds)))
            .orderBy(asc(jobCardPackages.name));
      // Each product with the stock of its job card's branch now (null when the product tracks none).
      const productRows = !kinds.products
        ? []
        : await tx
            .select({
              line: jobCardProducts,
              inStock: sql<
                number | null
              >`case when ${products.trackStock} then coalesce(${variantStock.quantity}, 0) end`,
            })
            .from(jobCardProducts)
            .innerJoin(jobCards, tenantRow(jobCards, jobCardProducts.jobCardId, jobCardProducts))
            .innerJoin(productVariants, tenantRow(productVariants, jobCardProducts.variantId, jobCardProducts))
            .innerJoin(products, tenantRow(products, productVariants.productId, productVariants))
            .leftJoin(
              variantStock,
              and(
                tenantRow(productVariants, variantStock.variantId, variantStock),
                eq(variantStock.branchId, jobCards.branchId),
              ),
            )
            .where(and(eq(jobCardProducts.shopId, shopId), inArray(jobCardProducts.jobCardId, jobCardIds)))
            .orderBy(asc(jobCardProducts.name), asc(jobCardProducts.id));
      return { services: serviceRows, packages: packageRows, products: productRows };
    },

    async vatRateOf(shopId: string) {
      const [row] = await db.select({ vatRateBp: shops.vatRateBp }).from(shops).where(eq(shops.id, shopId));
      return row?.vatRateBp ?? 0;
    },

    async inspectionOf(shopId: string, jobCardId: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(jobCardInspections)
        .where(and(eq(jobCardInspections.shopId, shopId), eq(jobCardInspections.jobCardId, jobCardId)));
      return row ?? null;
    },

    /** The checklists of the job card's services, in the order of its lines. */
    async checklistsOf(shopId: string, jobCardId: string, tx: Db = db) {
      const rows = await tx
        .select({ checklist: services.checklist })
        .from(jobCardServices)
        .innerJoin(services, tenantRow(services, jobCardServices.serviceId, jobCardServices))
        .where(and(eq(jobCardServices.shopId, shopId), eq(jobCardServices.jobCardId, jobCardId)))
        .orderBy(asc(jobCardServices.name), asc(jobCardServices.id));
      return rows.map((row) => row.checklist);
    },
  };
}

export type JobCardRepo = ReturnType<typeof createJobCardRepo>;
export type JobCardSummaryRow = Awaited<ReturnType<JobCardRepo["list"]>>["items"][number];
export type JobCardRow = NonNullable<Awaited<ReturnType<JobCardRepo["get"]>>>;
export type JobCardLines = Awaited<ReturnType<JobCardRepo["linesOf"]>>;
