import { unauthorized, type StationLoginBody } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { stationUsers } from "../../db/schema/index.js";
import { verifyPassword } from "../../platform/passwords.js";
import type { SessionStore } from "../../platform/sessions.js";
import { createSignInGuard } from "../../platform/sign-in-guard.js";
import type { Clock } from "../../platform/tenant-zones.js";
import type { StationCaller, StationCallers } from "./callers.js";

interface Deps {
  db: Db;
  sessions: SessionStore;
  callers: StationCallers;
  config: Pick<Config, "limits">;
  clock: Clock;
}

/** An attendant's sign-in on the terminal page: the same limits per address and account as every sign-in. */
export function createAttendantAuth({ db, sessions, callers, config, clock }: Deps) {
  const signIns = createSignInGuard(config.limits, clock);
  return {
    async login(input: StationLoginBody, ip: string): Promise<{ token: string; caller: StationCaller }> {
      signIns.check(input.email, ip);
      const [user] = await db.select().from(stationUsers).where(eq(stationUsers.email, input.email.toLowerCase()));
      const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
      const caller = user && isValid && user.active ? await callers.attendant(user.id) : null;
      if (!user || !caller || !caller.active) throw unauthorized("invalid_credentials");
      signIns.passed(input.email, ip);
      const token = await sessions.create({ realm: "station", userId: user.id, tenantId: user.stationId });
      return { token, caller };
    },
  };
}
