import {
  conflict,
  notFound,
  type RoleDto,
  type RoleListQuery,
  type RoleListResult,
  type RoleSaveBody,
} from "@pitlane/domain";
import { refusingDuplicate } from "../../../db/pg-error.js";
import { toRoleListResult } from "../../../platform/role-list.js";
import { requirePermission, type RequestContext } from "../../../platform/route.js";
import { checkNoEscalation, grantsOf } from "../../../platform/grants.js";
import type { SessionStore } from "../../../platform/sessions.js";
import { inCatalogueOrder, toRoleDto } from "./presenter.js";
import { NAME_INDEX, type RoleInsert, type RoleRepo } from "./repo.js";

const refusingTakenName = <T>(write: () => Promise<T>) => refusingDuplicate(NAME_INDEX, "role_name_taken", write);

interface Deps {
  roles: RoleRepo;
  /** A changed role changes what its holders' cached sessions may do. */
  sessions: Pick<SessionStore, "forgetTenant">;
}

export function createRoleService({ roles, sessions }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<RoleDto> {
    const row = await roles.get(ctx.tenantId, id);
    if (!row) throw notFound("role_not_found");
    return toRoleDto(row);
  }

  async function add(ctx: RequestContext, body: RoleSaveBody): Promise<RoleDto> {
    requirePermission(ctx, "roles.add");
    // The schema requires both when there is no id; this narrows the types.
    if (body.name === undefined || body.permissions === undefined) throw new Error("unreachable: checked by schema");
    const values = {
      name: body.name,
      permissions: inCatalogueOrder(body.permissions),
      active: body.active ?? true,
    };
    checkNoEscalation(ctx, [], grantsOf(values));
    const id = await refusingTakenName(() => roles.insert(ctx.tenantId, values));
    return get(ctx, id);
  }

  async function change(ctx: RequestContext, id: string, body: RoleSaveBody): Promise<RoleDto> {
    requirePermission(ctx, "roles.edit");
    const current = await get(ctx, id);
    const values: Partial<RoleInsert> = {};
    if (body.name !== undefined) values.name = body.name;
    if (body.permissions !== undefined) values.permissions = inCatalogueOrder(body.permissions);
    if (body.active !== undefined) values.active = body.active;
    checkNoEscalation(ctx, grantsOf(current), grantsOf({ ...current, ...values }));
    if (Object.keys(values).length === 0) return current;
    const isChanged = await refusingTakenName(() => roles.update(ctx.tenantId, id, values));
    if (!isChanged) throw notFound("role_not_found");
    sessions.forgetTenant(ctx.tenantId);
    return get(ctx, id);
  }

  return {
    get,

    /** merchant-role-post: adds without `id`, changes with it (activating and deactivating too). */
    save: (ctx: RequestContext, body: RoleSaveBody) => (body.id ? change(ctx, body.id, body) : add(ctx, body)),

    async list(ctx: RequestContext, q: RoleListQuery): Promise<RoleListResult> {
      return toRoleListResult(await roles.list(ctx.tenantId, q), toRoleDto);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      if (await roles.removeUnheld(ctx.tenantId, id)) return;
      // Nothing deleted: either it is not this shop's role, or a member still holds it.
      await get(ctx, id);
      throw conflict("role_held");
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
