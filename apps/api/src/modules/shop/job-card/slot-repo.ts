import { and, eq, inArray, notInArray } from "drizzle-orm";
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

  /** The shop's services among `ids`, priced as now, with whether each is offered at the branch. */
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
      })
      .from(services)
      .leftJoin(
        serviceBranches,
        and(tenantRow(services, serviceBranches.serviceId, serviceBranches), eq(serviceBranches.branchId, branchId)),
      )
      .where(and(eq(services.shopId, shopId), inArray(services.id, ids)));
  },

  /** The shop's people among `ids`, with their week and whether they work at the branch. */
  async membersAt(db: Db, shopId: string, branchId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: shopUsers.id,
        name: shopUsers.name,
        isActive: shopUsers.active,
        weeklySchedule: shopUsers.weeklySchedule,
        worksAtBranchId: teamMemberBranches.branchId,
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

  /** Who performs what, among the shop's given services and people. */
  async qualifications(db: Db, shopId: string, serviceIds: string[], userIds: string[]) {
    if (serviceIds.length === 0 || userIds.length === 0) return [];
    return db
      .select({ serviceId: serviceMembers.serviceId, userId: serviceMembers.userId })
      .from(serviceMembers)
      .where(
        and(
          eq(serviceMembers.shopId, shopId),
          inArray(serviceMembers.serviceId, serviceIds),
          inArray(serviceMembers.userId, userIds),
        ),
      );
  },

  /** The branch's active resources the services take, with how many each takes and how many the branch has. */
  async resourceNeeds(db: Db, shopId: string, branchId: string, serviceIds: string[]) {
    if (serviceIds.length === 0) return [];
    return db
      .select({
        serviceId: serviceResources.serviceId,
        resourceId: resources.id,
        needed: serviceResources.quantity,
        capacity: resources.quantity,
      })
      .from(serviceResources)
      .innerJoin(resources, tenantRow(resources, serviceResources.resourceId, serviceResources))
      .where(
        and(
          eq(serviceResources.shopId, shopId),
          inArray(serviceResources.serviceId, serviceIds),
          eq(resources.branchId, branchId),
          eq(resources.active, true),
        ),
      );
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
