import {
  conflict,
  notFound,
  type ListResult,
  type ServiceCreateBody,
  type ServiceDto,
  type ServiceListQuery,
  type ServiceSummaryDto,
  type ServiceUpdateBody,
  type TeamMemberChoiceDto,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isOwned } from "../../../db/ownership.js";
import { refusingDuplicate } from "../../../db/pg-error.js";
import {
  commissionAfter,
  commissionColumns,
  discountAfter,
  discountColumns,
  pairOf,
} from "../../../platform/money-columns.js";
import type { RequestContext } from "../../../platform/route.js";
import { rememberServiceName } from "../service-name/repo.js";
import { toTeamMemberChoiceDto } from "../team/presenter.js";
import type { ServiceLinkRepo, ServiceLinks } from "./link-repo.js";
import { toServiceColumns, toServiceDto, toServiceSummaryDto } from "./presenter.js";
import { checkReferences } from "./references.js";
import { SERVICE_NAME_INDEX, type ServiceInsert, type ServiceRepo, type ServiceWithNames } from "./repo.js";

interface Deps {
  db: Db;
  services: ServiceRepo;
  links: ServiceLinkRepo;
}

/** The discount and commission columns of a change, each checked as it will be stored (a new service has none). */
function pricingColumns(body: ServiceUpdateBody, stored?: ServiceWithNames["service"]): Partial<ServiceInsert> {
  const discount = stored && pairOf(stored.discountType, stored.discountValue);
  const commission = stored && pairOf(stored.commissionType, stored.commissionValue);
  return {
    ...discountColumns(discountAfter(body, discount)),
    ...commissionColumns(commissionAfter(body, commission)),
  };
}

/** A name another service of the shop has (any case) is the user's to fix; the transaction rolls back whole. */
const withNameCheck = <T>(write: () => Promise<T>) =>
  refusingDuplicate(SERVICE_NAME_INDEX, "service_name_taken", write);

const linksOfBody = (body: ServiceUpdateBody): Partial<ServiceLinks> => ({
  branchIds: body.branch_ids,
  memberIds: body.member_ids,
  resources: body.resources?.map((need) => ({ resourceId: need.resource_id, quantity: need.quantity })),
});

/** The shop's catalog of services, the work it sells: the lists, a service, its changes, and who performs it. */
export function createServiceCatalog({ db, services, links }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<ServiceDto> {
    const row = await services.get(ctx.tenantId, id);
    if (!row) throw notFound("service_not_found");
    return toServiceDto(row, await links.linksOf(ctx.tenantId, id));
  }

  /** Summaries with their branches, loaded for all the rows in one query. */
  async function summaries(ctx: RequestContext, rows: ServiceWithNames[]): Promise<ServiceSummaryDto[]> {
    const ids = rows.map((row) => row.service.id);
    const branchIds = await links.branchIdsOf(ctx.tenantId, ids);
    return rows.map((row) => toServiceSummaryDto(row, branchIds.get(row.service.id) ?? []));
  }

  return {
    get,

    async list(ctx: RequestContext, q: ServiceListQuery): Promise<ListResult<ServiceSummaryDto>> {
      const page = await services.list(ctx.tenantId, q);
      return { ...page, items: await summaries(ctx, page.items) };
    },

    async create(ctx: RequestContext, body: ServiceCreateBody): Promise<ServiceDto> {
      await checkReferences(db, ctx.tenantId, body);
      const columns = { ...toServiceColumns(body), ...pricingColumns(body) };
      const id = await withNameCheck(() =>
        db.transaction(async (tx) => {
          // The schema made every required field present; the spread keeps TypeScript's view of it.
          const serviceId = await services.insert(
            ctx.tenantId,
            { ...columns, name: body.name, categoryId: body.category_id, durationMinutes: body.duration },
            tx,
          );
          await links.replaceLinks(ctx.tenantId, serviceId, linksOfBody(body), tx);
          await rememberServiceName(tx, ctx.tenantId, body.name);
          return serviceId;
        }),
      );
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: ServiceUpdateBody): Promise<ServiceDto> {
      // The row alone (not its links): what the change is checked against.
      const current = await services.get(ctx.tenantId, id);
      if (!current) throw notFound("service_not_found");
      await checkReferences(db, ctx.tenantId, body);
      const columns = { ...toServiceColumns(body), ...pricingColumns(body, current.service) };
      await withNameCheck(() =>
        db.transaction(async (tx) => {
          if (!(await services.update(ctx.tenantId, id, columns, tx))) throw notFound("service_not_found");
          await links.replaceLinks(ctx.tenantId, id, linksOfBody(body), tx);
          if (body.name !== undefined && body.name !== current.service.name) {
            await rememberServiceName(tx, ctx.tenantId, body.name);
          }
        }),
      );
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      // Asked first for a message that says why; the foreign key still refuses if a package races in.
      if (await services.isInPackage(ctx.tenantId, id)) throw conflict("service_in_package");
      if (!(await services.remove(ctx.tenantId, id))) throw notFound("service_not_found");
    },

    async activeOfBranch(ctx: RequestContext, branchId: string): Promise<ServiceSummaryDto[]> {
      if (!(await isOwned(db, "branches", ctx.tenantId, branchId))) throw notFound("branch_not_found");
      return summaries(ctx, await services.activeOfBranch(ctx.tenantId, branchId));
    },

    async membersOf(ctx: RequestContext, serviceId: string): Promise<TeamMemberChoiceDto[]> {
      if (!(await isOwned(db, "services", ctx.tenantId, serviceId))) throw notFound("service_not_found");
      return (await links.activeMembersOf(ctx.tenantId, serviceId)).map(toTeamMemberChoiceDto);
    },

    async ofMember(ctx: RequestContext, userId: string): Promise<ServiceSummaryDto[]> {
      // Any user of the shop, the owner too (who performs none): only another shop's is unknown.
      if (!(await isOwned(db, "users", ctx.tenantId, userId))) throw notFound("team_member_not_found");
      return summaries(ctx, await services.ofMember(ctx.tenantId, userId));
    },
  };
}

export type ServiceCatalog = ReturnType<typeof createServiceCatalog>;
