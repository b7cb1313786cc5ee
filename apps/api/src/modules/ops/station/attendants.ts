import {
  conflict,
  notFound,
  type AttendantBody,
  type AttendantDto,
  type AttendantUpdateBody,
  type ListResult,
  type TerminalListQuery,
} from "@pitlane/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import { stationUsers } from "../../../db/schema/index.js";
import { hashNewPassword } from "../../../platform/passwords.js";
import type { RequestContext } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import { recordAudit } from "../audit.js";
import type { StationRepo } from "./repo.js";

type AttendantRow = typeof stationUsers.$inferSelect;

const toAttendantDto = (row: AttendantRow): AttendantDto => ({
  _id: row.id,
  station_id: row.stationId,
  name: row.name,
  email: row.email,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

/** What the audit keeps of an attendant: never the password's hash. */
const audited = (dto: AttendantDto) => ({ name: dto.name, email: dto.email, active: dto.active });

interface Deps {
  db: Db;
  stations: StationRepo;
  sessions: SessionStore;
}

/**
 * A station's attendants, who sign in on its terminal page: added with a password, switched off
 * rather than deleted (purchases name them). A switch or a new password ends their sessions.
 */
export function createAttendantService({ db, stations, sessions }: Deps) {
  async function lockStation(tx: Db, stationId: string) {
    if (!(await stations.lock(tx, stationId))) throw notFound("station_not_found");
  }

  return {
    async list(stationId: string, q: TerminalListQuery): Promise<ListResult<AttendantDto>> {
      if (!(await stations.get(stationId))) throw notFound("station_not_found");
      const where = eq(stationUsers.stationId, stationId);
      const page = await pageOf(
        db,
        db.select().from(stationUsers).where(where).orderBy(asc(stationUsers.name), asc(stationUsers.id)),
        countRows(db, stationUsers, where),
        q,
      );
      return { ...page, items: page.items.map(toAttendantDto) };
    },

    async add(ctx: RequestContext, stationId: string, body: AttendantBody): Promise<AttendantDto> {
      const passwordHash = await hashNewPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          await lockStation(tx, stationId);
          const [row] = await tx
            .insert(stationUsers)
            .values({ stationId, name: body.name, email: body.email.toLowerCase(), passwordHash })
            .returning();
          const dto = toAttendantDto(row!);
          await recordAudit(tx, ctx, {
            action: "attendant.add",
            targetType: "station_user",
            targetId: dto._id,
            after: { station_id: stationId, ...audited(dto) },
          });
          return dto;
        });
      } catch (error) {
        if (isUniqueViolation(error, "station_users_email_uq"))
          throw conflict("attendant_email_taken", { field: "email" });
        throw error;
      }
    },

    async update(
      ctx: RequestContext,
      stationId: string,
      attendantId: string,
      body: AttendantUpdateBody,
    ): Promise<AttendantDto> {
      const passwordHash = body.password === undefined ? undefined : await hashNewPassword(body.password);
      const dto = await db.transaction(async (tx) => {
        await lockStation(tx, stationId);
        const where = and(eq(stationUsers.stationId, stationId), eq(stationUsers.id, attendantId));
        const [before] = await tx.select().from(stationUsers).where(where);
        if (!before) throw notFound("attendant_not_found");
        const [row] = await tx
          .update(stationUsers)
          .set({ ...(body.active === undefined ? {} : { active: body.active }), passwordHash, updatedAt: new Date() })
          .where(where)
          .returning();
        await sessions.revokeAllOfUser(attendantId, tx);
        const after = toAttendantDto(row!);
        await recordAudit(tx, ctx, {
          action: "attendant.edit",
          targetType: "station_user",
          targetId: attendantId,
          before: audited(toAttendantDto(before)),
          after: { ...audited(after), ...(passwordHash ? { password: "changed" } : {}) },
        });
        return after;
      });
      sessions.forgetUser(attendantId);
      return dto;
    },
  };
}

export type AttendantService = ReturnType<typeof createAttendantService>;
