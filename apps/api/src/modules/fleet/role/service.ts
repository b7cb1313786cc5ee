import {
  notFound,
  type FleetRoleBody,
  type FleetRoleChoiceDto,
  type FleetRoleDto,
  type FleetRoleListQuery,
  type FleetRoleListResult,
  type FleetRoleStatusBody,
} from "@pitlane/domain";
import { refusingDuplicate } from "../../../db/pg-error.js";
import { toCsv } from "../../../platform/csv.js";
import { checkNoEscalation, grantsOf } from "../../../platform/grants.js";
import { toRoleListResult } from "../../../platform/role-list.js";
import type { RequestContext } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import {
  FLEET_ROLE_CSV_HEADER,
  inFleetCatalogueOrder,
  toFleetRoleChoiceDto,
  toFleetRoleCsvRow,
  toFleetRoleDto,
} from "./presenter.js";
import { NAME_INDEX, type FleetRoleInsert, type FleetRoleRepo } from "./repo.js";

const refusingTakenName = <T>(write: () => Promise<T>) => refusingDuplicate(NAME_INDEX, "role_name_taken", write);

/**
 * The company's roles. Whoever changes a role may not make it grant, to its holders or to
 * themselves, an action they do not hold; deactivating takes the actions away at the holders' next
 * request, since the session lookup joins only active roles and a change drops the cached sessions.
 */
interface Deps {
  roles: FleetRoleRepo;
  /** A changed role changes what its holders' cached sessions may do. */
  sessions: Pick<SessionStore, "forgetTenant">;
}

export function createFleetRoleService({ roles, sessions }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<FleetRoleDto> {
    const row = await roles.get(ctx.tenantId, id);
    if (!row) throw notFound("role_not_found");
    return toFleetRoleDto(row);
  }

  /** Applies a change after checking it grants nothing new the caller lacks. */
  async function change(ctx: RequestContext, id: string, values: Partial<FleetRoleInsert>): Promise<FleetRoleDto> {
    const current = await get(ctx, id);
    checkNoEscalation(ctx, grantsOf(current), grantsOf({ ...current, ...values }));
    const isChanged = await refusingTakenName(() => roles.update(ctx.tenantId, id, values));
    if (!isChanged) throw notFound("role_not_found");
    sessions.forgetTenant(ctx.tenantId);
    return get(ctx, id);
  }

  return {
    get,

    async list(ctx: RequestContext, q: FleetRoleListQuery): Promise<FleetRoleListResult> {
      return toRoleListResult(await roles.list(ctx.tenantId, q), toFleetRoleDto);
    },

    async choices(ctx: RequestContext): Promise<FleetRoleChoiceDto[]> {
      return (await roles.choices(ctx.tenantId)).map(toFleetRoleChoiceDto);
    },

    async create(ctx: RequestContext, body: FleetRoleBody): Promise<FleetRoleDto> {
      const values = { name: body.name, permissions: inFleetCatalogueOrder(body.permissions), active: true };
      checkNoEscalation(ctx, [], grantsOf(values));
      return get(ctx, await refusingTakenName(() => roles.insert(ctx.tenantId, values)));
    },

    update: (ctx: RequestContext, id: string, body: FleetRoleBody) =>
      change(ctx, id, { name: body.name, permissions: inFleetCatalogueOrder(body.permissions) }),

    updateStatus: (ctx: RequestContext, id: string, body: FleetRoleStatusBody) =>
      change(ctx, id, { active: body.status === "active" }),

    async exportCsv(ctx: RequestContext, q: Omit<FleetRoleListQuery, "page" | "limit">): Promise<string> {
      const rows = await roles.all(ctx.tenantId, q);
      return toCsv(FLEET_ROLE_CSV_HEADER, rows.map(toFleetRoleCsvRow));
    },
  };
}

export type FleetRoleService = ReturnType<typeof createFleetRoleService>;
