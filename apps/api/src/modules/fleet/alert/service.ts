import {
  FLEET_ALERT_KINDS,
  isAlertOn,
  notFound,
  type AlertFeedQuery,
  type FleetAlertDto,
  type FleetAlertSettingsBody,
  type FleetAlertSettingsDto,
} from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import { realClock, type Clock } from "../../../platform/tenant-zones.js";
import type { AlertFeedRepo } from "./feed-repo.js";
import { toAlertSettingsDto, toDeclinedAlert, toFlaggedAlert, toLowBalanceAlert, toTopUpAlert } from "./presenter.js";
import type { AlertSettingsRepo } from "./settings-repo.js";

interface Deps {
  settings: AlertSettingsRepo;
  feed: AlertFeedRepo;
  clock?: Clock;
}

/** The company's alerts: which it receives, and the latest of those on its dashboard. */
export function createAlertService({ settings, feed, clock = realClock }: Deps) {
  return {
    async settings(ctx: RequestContext): Promise<FleetAlertSettingsDto> {
      const off = await settings.alertsOff(ctx.tenantId);
      if (!off) throw notFound("company_not_found");
      return toAlertSettingsDto(off);
    },

    async saveSettings(ctx: RequestContext, body: FleetAlertSettingsBody): Promise<FleetAlertSettingsDto> {
      const off = await settings.setAlertsOff(
        ctx.tenantId,
        FLEET_ALERT_KINDS.filter((kind) => !body.on.includes(kind)),
      );
      if (!off) throw notFound("company_not_found");
      return toAlertSettingsDto(off);
    },

    /** The latest `limit` alerts of the kinds switched on, newest first: each kind read only when on. */
    async feed(ctx: RequestContext, q: AlertFeedQuery): Promise<FleetAlertDto[]> {
      const companyId = ctx.tenantId;
      const company = await feed.company(companyId);
      if (!company) throw notFound("company_not_found");
      const isOn = (kind: FleetAlertDto["kind"]) => isAlertOn(company.alertsOff, kind);
      const none = Promise.resolve([]);
      const [declined, flagged, topUps] = await Promise.all([
        isOn("purchase_declined") ? feed.declined(companyId, q.limit) : none,
        isOn("purchase_flagged") ? feed.flagged(companyId, q.limit) : none,
        isOn("top_up_decided") ? feed.decidedTopUps(companyId, q.limit) : none,
      ]);
      const low = isOn("low_balance") ? toLowBalanceAlert(company, clock()) : null;
      return [
        ...(low ? [low] : []),
        ...declined.map(toDeclinedAlert),
        ...flagged.map(toFlaggedAlert),
        ...topUps.map(toTopUpAlert),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, q.limit);
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
