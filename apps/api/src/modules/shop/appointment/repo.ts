import { and, asc, between, desc, eq, exists, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { ClientAppointmentsQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isLinkedTo } from "../../../db/links.js";
import { matching, pageOf } from "../../../db/paging.js";
import {
  appointments,
  branches,
  clientVehicles,
  clients,
  jobCardServices,
  jobCards,
  serviceMembers,
  shopUsers,
  shops,
  teamMemberBranches,
} from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { LIVE_STATUSES, slotReads } from "../job-card/slot-repo.js";

export interface DateRange {
  from: string;
  to: string;
}

/** An appointment with the names the calendar shows, all read in the same query. */
const appointmentColumns = {
  id: appointments.id,
  date: appointments.appointmentDate,
  start: appointments.startMinute,
  end: appointments.endMinute,
  status: appointments.status,
  serviceId: appointments.serviceId,
  serviceName: jobCardServices.name,
  packageId: jobCardServices.packageId,
  employeeId: appointments.employeeId,
  employeeName: shopUsers.name,
  jobCardId: appointments.jobCardId,
  jobCardNumber: jobCards.number,
  clientId: jobCards.clientId,
  clientName: clients.name,
  vehiclePlate: clientVehicles.plate,
  branchId: appointments.branchId,
  branchNameEnglish: branches.branchNameEnglish,
  branchNameArabic: branches.branchNameArabic,
};

const isLive = inArray(appointments.status, [...LIVE_STATUSES]);

/** A calendar column's person. */
const memberColumns = {
  id: shopUsers.id,
  name: shopUsers.name,
  nameArabic: shopUsers.nameArabic,
  imageUploadId: shopUsers.imageUploadId,
};

export function createAppointmentRepo(db: Db) {
  const selectAppointments = () =>
    db
      .select(appointmentColumns)
      .from(appointments)
      .innerJoin(jobCardServices, tenantRow(jobCardServices, appointments.jobCardServiceId, appointments))
      .innerJoin(jobCards, tenantRow(jobCards, appointments.jobCardId, appointments))
      .innerJoin(clients, tenantRow(clients, jobCards.clientId, jobCards))
      .innerJoin(clientVehicles, tenantRow(clientVehicles, jobCards.vehicleId, jobCards))
      .innerJoin(branches, tenantRow(branches, appointments.branchId, appointments))
      .innerJoin(shopUsers, tenantRow(shopUsers, appointments.employeeId, appointments));

  return {
    /**
     * The calendar's columns: the active people who perform a service (at the branch, when one is
     * named), and anyone holding a live appointment in the range (there), by name.
     */
    async bookedEmployees(shopId: string, range: DateRange, branchId: string | undefined) {
      const providesService = exists(
        db
          .select({ one: sql`1` })
          .from(serviceMembers)
          .where(tenantRow(shopUsers, serviceMembers.userId, serviceMembers)),
      );
      const worksAtBranch = branchId
        ? isLinkedTo(
            db,
            teamMemberBranches,
            teamMemberBranches.userId,
            shopUsers,
            teamMemberBranches.branchId,
            branchId,
          )
        : undefined;
      const isBooked = exists(
        db
          .select({ one: sql`1` })
          .from(appointments)
          .where(
            and(
              tenantRow(shopUsers, appointments.employeeId, appointments),
              between(appointments.appointmentDate, range.from, range.to),
              isLive,
              branchId ? eq(appointments.branchId, branchId) : undefined,
            ),
          ),
      );
      return db
        .select(memberColumns)
        .from(shopUsers)
        .where(
          and(
            eq(shopUsers.shopId, shopId),
            or(and(eq(shopUsers.active, true), providesService, worksAtBranch), isBooked),
          ),
        )
        .orderBy(asc(shopUsers.name), asc(shopUsers.id));
    },

    /** The shop's people among `ids`, by name. */
    async members(shopId: string, ids: string[]) {
      return db
        .select(memberColumns)
        .from(shopUsers)
        .where(and(eq(shopUsers.shopId, shopId), inArray(shopUsers.id, ids)))
        .orderBy(asc(shopUsers.name), asc(shopUsers.id));
    },

    /** The people's appointments in the range (cancelled ones free their slot and leave the calendar), in time order. */
    async ofEmployees(shopId: string, employeeIds: string[], range: DateRange, branchId?: string) {
      return selectAppointments()
        .where(
          and(
            eq(appointments.shopId, shopId),
            inArray(appointments.employeeId, employeeIds),
            between(appointments.appointmentDate, range.from, range.to),
            ne(appointments.status, "cancelled"),
            branchId ? eq(appointments.branchId, branchId) : undefined,
          ),
        )
        .orderBy(asc(appointments.appointmentDate), asc(appointments.startMinute), asc(appointments.id));
    },

    /** A client's appointments, newest first; the client must be the shop's and not archived. */
    async ofClient(shopId: string, q: ClientAppointmentsQuery) {
      const where: SQL | undefined = and(
        eq(appointments.shopId, shopId),
        eq(jobCards.clientId, q.client_id),
        q.status ? eq(appointments.status, q.status) : undefined,
      );
      return pageOf(
        db,
        selectAppointments()
          .where(where)
          .orderBy(desc(appointments.appointmentDate), desc(appointments.startMinute), asc(appointments.id)),
        // The client is the job card's: the join is the filter itself.
        matching(db)
          .from(appointments)
          .innerJoin(jobCards, tenantRow(jobCards, appointments.jobCardId, appointments))
          .where(where),
        q,
      );
    },

    async isLiveClient(shopId: string, clientId: string) {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.shopId, shopId), eq(clients.id, clientId), isNull(clients.archivedAt)));
      return row !== undefined;
    },

    settings: (shopId: string) => slotReads.shopClock(db, shopId),

    async setSlotInterval(shopId: string, interval: number) {
      await db.update(shops).set({ slotIntervalMinutes: interval, updatedAt: new Date() }).where(eq(shops.id, shopId));
    },
  };
}

export type AppointmentRepo = ReturnType<typeof createAppointmentRepo>;
export type AppointmentRow = Awaited<ReturnType<AppointmentRepo["ofEmployees"]>>[number];
export type MemberRow = Awaited<ReturnType<AppointmentRepo["members"]>>[number];
