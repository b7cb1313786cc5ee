import type { FleetAlertKind } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { companies } from "../../../db/schema/index.js";

/** The company's alert switches: the kinds it switched off (every other one is on). */
export function createAlertSettingsRepo(db: Db) {
  return {
    async alertsOff(companyId: string): Promise<FleetAlertKind[] | null> {
      const [row] = await db
        .select({ alertsOff: companies.alertsOff })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.alertsOff ?? null;
    },

    async setAlertsOff(companyId: string, alertsOff: FleetAlertKind[]): Promise<FleetAlertKind[] | null> {
      const [row] = await db
        .update(companies)
        .set({ alertsOff, updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .returning({ alertsOff: companies.alertsOff });
      return row?.alertsOff ?? null;
    },
  };
}

export type AlertSettingsRepo = ReturnType<typeof createAlertSettingsRepo>;
