import {
  assignmentStatus,
  conflict,
  notFound,
  type AssignmentCalendarQuery,
  type AssignmentChoiceQuery,
  type AssignmentDto,
  type AssignmentHistoryResult,
  type AssignmentListQuery,
  type AssignmentSaveBody,
  type EmployeeChoiceDto,
  type ListResult,
  type RefusalCode,
  type VehicleChoiceDto,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { AssignmentChoicesRepo } from "./choices-repo.js";
import { toAssignmentDto, toEmployeeChoiceDto, toVehicleChoiceDto } from "./presenter.js";
import type { AssignmentRepo } from "./repo.js";
import type { AssignmentSaving } from "./save.js";
import type { AssignmentWrites } from "./write-repo.js";

interface Deps {
  db: Db;
  assignments: AssignmentRepo;
  writes: AssignmentWrites;
  saving: AssignmentSaving;
  choices: AssignmentChoicesRepo;
}

type Paging = { page: number; limit: number };

export function createAssignmentService({ db, assignments, writes, saving, choices }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<AssignmentDto> {
    const row = await assignments.get(ctx.tenantId, id);
    if (!row) throw notFound("assignment_not_found");
    return toAssignmentDto(row, new Date());
  }

  /** Locks the assignment, refuses unless `allowed` says its status permits the change, then makes it. */
  async function changeLocked(
    ctx: RequestContext,
    id: string,
    allowed: { status: "current" | "upcoming"; refusal: RefusalCode },
    change: (tx: Db, now: Date) => Promise<unknown>,
  ) {
    await db.transaction(async (tx) => {
      const row = await writes.lockAssignment(tx, ctx.tenantId, id);
      if (!row) throw notFound("assignment_not_found");
      const now = new Date();
      if (assignmentStatus(row, now) !== allowed.status) throw conflict(allowed.refusal);
      await change(tx, now);
    });
  }

  async function history(
    ctx: RequestContext,
    subject: { id: string; name: string; code: string | null },
    who: { vehicleId: string } | { employeeId: string },
    q: Paging,
  ): Promise<AssignmentHistoryResult> {
    const now = new Date();
    const page = await assignments.history(ctx.tenantId, who, q);
    return {
      ...page,
      items: page.items.map((row) => toAssignmentDto(row, now)),
      subject: { _id: subject.id, name: subject.name, code: subject.code },
    };
  }

  return {
    get,

    async list(ctx: RequestContext, q: AssignmentListQuery): Promise<ListResult<AssignmentDto>> {
      const now = new Date();
      const page = await assignments.list(ctx.tenantId, q, now);
      return { ...page, items: page.items.map((row) => toAssignmentDto(row, now)) };
    },

    async calendar(ctx: RequestContext, q: AssignmentCalendarQuery): Promise<AssignmentDto[]> {
      const now = new Date();
      return (await assignments.calendar(ctx.tenantId, q)).map((row) => toAssignmentDto(row, now));
    },

    async create(ctx: RequestContext, body: AssignmentSaveBody): Promise<AssignmentDto> {
      return get(ctx, await saving.assign(ctx.tenantId, body));
    },

    async update(ctx: RequestContext, id: string, body: AssignmentSaveBody): Promise<AssignmentDto> {
      await saving.update(ctx.tenantId, id, body);
      return get(ctx, id);
    },

    /** Ends a running assignment now; before its start there is nothing to end (delete it instead). */
    async unassign(ctx: RequestContext, id: string): Promise<AssignmentDto> {
      await changeLocked(ctx, id, { status: "current", refusal: "assignment_not_current" }, (tx, now) =>
        writes.unassign(tx, ctx.tenantId, id, now),
      );
      return get(ctx, id);
    },

    /** Only a plan can be deleted: once an assignment has started it is history and is kept. */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      await changeLocked(ctx, id, { status: "upcoming", refusal: "assignment_not_upcoming" }, (tx) =>
        writes.remove(tx, ctx.tenantId, id),
      );
    },

    async vehicleHistory(ctx: RequestContext, vehicleId: string, q: Paging): Promise<AssignmentHistoryResult> {
      const subject = await assignments.vehicle(ctx.tenantId, vehicleId);
      if (!subject) throw notFound("vehicle_not_found");
      return history(ctx, subject, { vehicleId }, q);
    },

    async employeeHistory(ctx: RequestContext, employeeId: string, q: Paging): Promise<AssignmentHistoryResult> {
      const subject = await assignments.employee(ctx.tenantId, employeeId);
      if (!subject) throw notFound("employee_not_found");
      return history(ctx, subject, { employeeId }, q);
    },

    async vehicleChoices(ctx: RequestContext, q: AssignmentChoiceQuery): Promise<VehicleChoiceDto[]> {
      return (await choices.vehicles(ctx.tenantId, q)).map(toVehicleChoiceDto);
    },

    async employeeChoices(ctx: RequestContext, q: AssignmentChoiceQuery): Promise<EmployeeChoiceDto[]> {
      return (await choices.employees(ctx.tenantId, q)).map(toEmployeeChoiceDto);
    },
  };
}

export type AssignmentService = ReturnType<typeof createAssignmentService>;
