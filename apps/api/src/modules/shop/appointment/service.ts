import {
  notFound,
  type AppointmentDto,
  type AppointmentSettingsDto,
  type BookedEmployeeDto,
  type ClientAppointmentsQuery,
  type EmployeeAppointmentsDto,
  type ListResult,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isOwned } from "../../../db/ownership.js";
import type { RequestContext } from "../../../platform/route.js";
import { toAppointmentDto, toBookedEmployeeDto, toEmployeeAppointmentsDtos } from "./presenter.js";
import { createAppointmentRemoval } from "./remove.js";
import type { AppointmentRepo, DateRange } from "./repo.js";

export function createAppointmentService({ db, calendar }: { db: Db; calendar: AppointmentRepo }) {
  async function settings(ctx: RequestContext): Promise<AppointmentSettingsDto> {
    const row = await calendar.settings(ctx.tenantId);
    return { slot_interval: row.interval, time_zone: row.timeZone };
  }

  async function assertBranch(ctx: RequestContext, branchId: string | undefined) {
    if (branchId && !(await isOwned(db, "branches", ctx.tenantId, branchId))) throw notFound("branch_not_found");
  }

  return {
    settings,
    remove: createAppointmentRemoval(db),

    async bookedEmployees(ctx: RequestContext, q: DateRange & { branch_id?: string }): Promise<BookedEmployeeDto[]> {
      await assertBranch(ctx, q.branch_id);
      return (await calendar.bookedEmployees(ctx.tenantId, q, q.branch_id)).map(toBookedEmployeeDto);
    },

    /** Each named member's appointments in the range; 404 when one of them is not the shop's. */
    async byShopUsers(
      ctx: RequestContext,
      q: DateRange & { ids: string[]; branch_id?: string },
    ): Promise<EmployeeAppointmentsDto[]> {
      await assertBranch(ctx, q.branch_id);
      const ids = [...new Set(q.ids)];
      const members = await calendar.members(ctx.tenantId, ids);
      if (members.length !== ids.length) throw notFound("team_member_not_found");
      const rows = await calendar.ofEmployees(ctx.tenantId, ids, q, q.branch_id);
      return toEmployeeAppointmentsDtos(members, rows);
    },

    async byEmployee(ctx: RequestContext, q: DateRange & { employee_id: string }): Promise<AppointmentDto[]> {
      if (!(await isOwned(db, "users", ctx.tenantId, q.employee_id))) throw notFound("team_member_not_found");
      return (await calendar.ofEmployees(ctx.tenantId, [q.employee_id], q)).map(toAppointmentDto);
    },

    async byClient(ctx: RequestContext, q: ClientAppointmentsQuery): Promise<ListResult<AppointmentDto>> {
      if (!(await calendar.isLiveClient(ctx.tenantId, q.client_id))) throw notFound("client_not_found");
      const page = await calendar.ofClient(ctx.tenantId, q);
      return { ...page, items: page.items.map(toAppointmentDto) };
    },

    async updateSettings(ctx: RequestContext, slotInterval: number): Promise<AppointmentSettingsDto> {
      await calendar.setSlotInterval(ctx.tenantId, slotInterval);
      return settings(ctx);
    },
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
