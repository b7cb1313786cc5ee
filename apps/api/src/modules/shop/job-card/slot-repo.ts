import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  appointments,
  resources,
  serviceBranches,
  serviceMembers,
  serviceResources,
  services,
  shopUsers,
  shops,
  teamMemberBranches,
} from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** What a service takes of one of the branch's resources, and how many of it the branch has. */
export interface ResourceNeed {
  resourceId: string;
  needed: number;
  capacity: number;
}

/** An appointment holds its technician and its resources while booked or in progress. */
export const LIVE_STATUSES = ["booked", "in_progress"] as const;

const isLive = inArray(appointments.status, [...LIVE_STATUSES]);

/** What an appointment's service takes of each resource: the link table's key is (shop, service, resource). */
const needsOfService = and(
  eq(serviceResources.shopId, appointments.shopId),
  eq(serviceResources.serviceId, appointments.serviceId),
);

/** Leaves out the appointments a job card being edited gives up, which no longer hold anyone. */
const notAmong = (ids: readonly string[]) => (ids.length > 0 ? notInArray(appointments.id, [...ids]) : undefined);

/**
 * The reads of a slot search, each one query whatever the number of pairs (no query per pair).
 * Each takes the database or the booking's transaction, whose locks make its reads current.
 */
export const slotReads = {
  async shopClock(db: Db, shopId: string) {
    const [row] = await db
      .select({ interval: shops.slotIntervalMinutes, timeZone: shops.timeZone })
      .from(shops)
      .where(eq(shops.id, shopId));
    if (!row) throw new Error(`shop ${shopId} has no row`);
    return row;
  },

  /**
   * The shop's services among `ids`, priced as now, with whether each is offered at the branch and
   * the branch's active resources it takes (how many, of how many the branch has), in one statement.
   */
  async servicesAt(db: Db, shopId: string, branchId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: services.id,
        name: services.name,
        isActive: services.active,
        durationMinutes: services.durationMinutes,
        priceMinor: services.priceMinor,
        discountType: services.discountType,
        discountValue: services.discountValue,
        vatApplies: services.vatApplies,
        offeredAtBranchId: serviceBranches.branchId,
        needs: sql<ResourceNeed[]>`coalesce((
          select json_agg(json_build_object('resourceId', ${resources.id}, 'needed', ${serviceResources.quantity}, 'capacity', ${resources.quantity}))
          from ${serviceResources}
          join ${resources} on ${tenantRow(resources, serviceResources.resourceId, serviceResources)}
          where ${serviceResources.shopId} = ${services.shopId} and ${serviceResources.serviceId} = ${services.id}
            and ${resources.branchId} = ${branchId} and ${resources.active}
        ), '[]')`,
      })
      .from(services)
      .leftJoin(
        serviceBranches,
        and(tenantRow(services, serviceBranches.serviceId, serviceBranches), eq(serviceBranches.branchId, branchId)),
      )
      .where(and(eq(services.shopId, shopId), inArray(services.id, ids)));
  },

  /**
   * The shop's people among `ids`, with their week, whether they work at the branch and which of
   * `serviceIds` each performs, in one statement.
   */
  async membersAt(db: Db, shopId: string, branchId: string, ids: string[], serviceIds: string[]) {
    if (ids.length === 0) return [];
    const performed =
      serviceIds.length === 0
        ? sql<string[]>`array[]::text[]`
        : sql<string[]>`array(
            select ${serviceMembers.serviceId}::text from ${serviceMembers}
            where ${serviceMembers.shopId} = ${shopUsers.shopId} and ${serviceMembers.userId} = ${shopUsers.id}
              and ${inArray(serviceMembers.serviceId, serviceIds)}
          )`;
    return db
      .select({
        id: shopUsers.id,
        name: shopUsers.name,
        isActive: shopUsers.active,
        weeklySchedule: shopUsers.weeklySchedule,
        worksAtBranchId: teamMemberBranches.branchId,
        performs: performed,
      })
      .from(shopUsers)
      .leftJoin(
        teamMemberBranches,
        and(
          tenantRow(shopUsers, teamMemberBranches.userId, teamMemberBranches),
          eq(teamMemberBranches.branchId, branchId),
        ),
      )
      .where(and(eq(shopUsers.shopId, shopId), inArray(shopUsers.id, ids)));
  },

  /** The technicians' live appointments on the date, at any branch: a technician works at one place at a time. */
  async employeeBusy(db: Db, shopId: string, date: string, employeeIds: string[], except: readonly string[] = []) {
    if (employeeIds.length === 0) return [];
    return db
      .select({ employeeId: appointments.employeeId, start: appointments.startMinute, end: appointments.endMinute })
      .from(appointments)
      .where(
        and(
          eq(appointments.shopId, shopId),
          inArray(appointments.employeeId, employeeIds),
          eq(appointments.appointmentDate, date),
          isLive,
          notAmong(except),
        ),
      );
  },

  /** What of each resource the branch's live appointments of the date hold, by the needs of their services. */
  async resourceBusy(
    db: Db,
    shopId: string,
    branchId: string,
    date: string,
    resourceIds: string[],
    except: readonly string[] = [],
  ) {
    if (resourceIds.length === 0) return [];
    return db
      .select({
        resourceId: serviceResources.resourceId,
        quantity: serviceResources.quantity,
        start: appointments.startMinute,
        end: appointments.endMinute,
      })
      .from(appointments)
      .innerJoin(serviceResources, needsOfService)
      .where(
        and(
          eq(appointments.shopId, shopId),
          eq(appointments.branchId, branchId),
          eq(appointments.appointmentDate, date),
          isLive,
          inArray(serviceResources.resourceId, resourceIds),
          notAmong(except),
        ),
      );
  },

  /** A job card's appointments (of the shop), which the slot search of its edit leaves out. */
  async appointmentIdsOf(db: Db, shopId: string, jobCardId: string) {
    const rows = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.shopId, shopId), eq(appointments.jobCardId, jobCardId)));
    return rows.map((row) => row.id);
  },
};

export type ServiceFact = Awaited<ReturnType<typeof slotReads.servicesAt>>[number];
export type MemberFact = Awaited<ReturnType<typeof slotReads.membersAt>>[number];
