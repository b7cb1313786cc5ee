import {
  conflict,
  notFound,
  type ClientCreateBody,
  type ClientDeleteResult,
  type ClientDto,
  type ClientListQuery,
  type ClientUpdateBody,
  type ListResult,
} from "@pitlane/domain";
import { isForeignKeyViolation, refusingDuplicate } from "../../../db/pg-error.js";
import type { RequestContext } from "../../../platform/route.js";
import type { TenantPhones } from "../../../platform/tenant-phones.js";
import { toClientColumns, toClientDto } from "./presenter.js";
import { CLIENT_IDENTITY_INDEX, type ClientRepo } from "./repo.js";
import { VEHICLE_PLATE_INDEX, VEHICLE_VIN_INDEX } from "./vehicle-repo.js";

/** The foreign keys (without cascade) by which job cards and invoices keep a client and its vehicles. */
const HISTORY_KEYS = ["job_cards_client_fk", "job_cards_vehicle_fk", "invoices_client_fk"];

/** Whether a delete failed because a job card or an invoice still names the row. */
export const isKeptByHistory = (error: unknown) => HISTORY_KEYS.some((key) => isForeignKeyViolation(error, key));

const withIdentityCheck = <T>(write: () => Promise<T>) =>
  refusingDuplicate(CLIENT_IDENTITY_INDEX, "identity_taken", write);

export function createClientService(clients: ClientRepo, phones: TenantPhones) {
  async function get(ctx: RequestContext, id: string): Promise<ClientDto> {
    const row = await clients.get(ctx.tenantId, id);
    if (!row) throw notFound("client_not_found");
    return toClientDto(row);
  }

  return {
    get,

    async list(ctx: RequestContext, q: ClientListQuery): Promise<ListResult<ClientDto>> {
      const digits = (await phones.ofShop(ctx.tenantId)).searchDigits(q.search);
      const page = await clients.list(ctx.tenantId, q, digits);
      return { ...page, items: page.items.map(toClientDto) };
    },

    /**
     * A new client, unless its identity number is one the shop already knows: in use (identity_taken),
     * or an archived client's, whose history a new client would not have (identity_archived, with
     * that client's id in `result` so the screen can offer to restore it).
     */
    async create(ctx: RequestContext, body: ClientCreateBody): Promise<ClientDto> {
      const stored = (await phones.ofShop(ctx.tenantId)).withStoredPhone(body);
      const holder = body.identity_number ? await clients.holderOfIdentity(ctx.tenantId, body.identity_number) : null;
      if (holder?.archivedAt) throw conflict("identity_archived", { result: { _id: holder.id } });
      if (holder) throw conflict("identity_taken");
      // Checked again by the index, for a client added or restored meanwhile.
      const id = await withIdentityCheck(() => clients.insert(ctx.tenantId, toClientColumns(stored)));
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: ClientUpdateBody): Promise<ClientDto> {
      const stored = (await phones.ofShop(ctx.tenantId)).withStoredPhone(body);
      const isUpdated = await withIdentityCheck(() => clients.update(ctx.tenantId, id, toClientColumns(stored)));
      if (!isUpdated) throw notFound("client_not_found");
      return get(ctx, id);
    },

    /** An archived client back in use, with its vehicles, job cards and invoices as they were. */
    async restore(ctx: RequestContext, id: string): Promise<ClientDto> {
      const isRestored = await withIdentityCheck(() =>
        refusingDuplicate(VEHICLE_PLATE_INDEX, "plate_taken", () =>
          refusingDuplicate(VEHICLE_VIN_INDEX, "vin_taken", () => clients.restore(ctx.tenantId, id)),
        ),
      );
      if (!isRestored) throw notFound("client_not_found");
      return get(ctx, id);
    },

    /**
     * Erased with its vehicles when nothing names it; archived otherwise, so job cards and invoices
     * keep their client. The database itself refuses the erasure, so a job card saved at the same
     * moment is never orphaned.
     */
    async remove(ctx: RequestContext, id: string): Promise<ClientDeleteResult> {
      try {
        if (await clients.erase(ctx.tenantId, id)) return { archived: false };
      } catch (error) {
        if (!isKeptByHistory(error)) throw error;
        if (await clients.archive(ctx.tenantId, id)) return { archived: true };
      }
      throw notFound("client_not_found");
    },
  };
}

export type ClientService = ReturnType<typeof createClientService>;
