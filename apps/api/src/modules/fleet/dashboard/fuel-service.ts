import {
  daysOfFuelLeft,
  DASHBOARD_TREND_MONTHS,
  monthBoundsIn,
  monthOf,
  monthsBefore,
  nextMonth,
  toMajor,
  type DashboardFuelDto,
  type DashboardMonthQuery,
  type DashboardReviewDto,
  type DashboardTrendDto,
  type DashboardUsageDto,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import { realClock, type Clock, type TenantZones } from "../../../platform/tenant-zones.js";
import { walletBalance } from "../ledger/ledger.js";
import { toFuelDto, toReviewDto, toTrendDto } from "./fuel-presenter.js";
import type { DashboardFuelRepo } from "./fuel-repo.js";
import type { DashboardReviewsRepo } from "./reviews-repo.js";

interface Deps {
  /** Where the wallet is read: the dashboard reads what it shows from the replica, when there is one. */
  db: Db;
  fills: DashboardFuelRepo;
  reviews: DashboardReviewsRepo;
  zones: TenantZones;
  clock?: Clock;
}

const DAY_MS = 86_400_000;
/** The days whose spending sets the pace of "days of fuel left". */
const PACE_DAYS = 30;

/** The dashboard's fuel and money widgets, each group its own read (docs/decisions/0048). */
export function createDashboardFuelService({ db, fills, reviews, zones, clock = realClock }: Deps) {
  /** The chosen month's first day on the company's clock, its current month by default. */
  const monthAsked = (zone: string, q: DashboardMonthQuery) => (q.month ? `${q.month}-01` : monthOf(zone, clock()));

  return {
    async fuel(ctx: RequestContext, q: DashboardMonthQuery): Promise<DashboardFuelDto> {
      const companyId = ctx.tenantId;
      const zone = await zones.ofCompany(companyId);
      const month = monthAsked(zone, q);
      const { startsAt, endsAt } = monthBoundsIn(zone, month);
      // The month begins at the company's midnight: its hours begin at that many seconds past a UTC hour.
      const alignSeconds = startsAt.getUTCMinutes() * 60 + startsAt.getUTCSeconds();
      const [hours, fuelTypes, vehicles, stations] = await Promise.all([
        fills.byHour(companyId, startsAt, endsAt, alignSeconds),
        fills.byFuelType(companyId, startsAt, endsAt),
        fills.topVehicles(companyId, startsAt, endsAt),
        fills.byStation(companyId, startsAt, endsAt),
      ]);
      return toFuelDto({ month, zone, alignSeconds, hours, fuelTypes, vehicles, stations });
    },

    async trend(ctx: RequestContext, q: DashboardMonthQuery): Promise<DashboardTrendDto> {
      const zone = await zones.ofCompany(ctx.tenantId);
      const last = monthAsked(zone, q);
      const months = Array.from({ length: DASHBOARD_TREND_MONTHS }, (_, i) =>
        monthsBefore(last, DASHBOARD_TREND_MONTHS - 1 - i),
      );
      const bounds = [...months, nextMonth(last)].map((month) => monthBoundsIn(zone, month).startsAt);
      return toTrendDto(months, await fills.byMonth(ctx.tenantId, bounds));
    },

    /** Spent this month and in the last 30 days up to now; the balance lasts `available ÷ (spent ÷ 30)` days. */
    async usage(ctx: RequestContext): Promise<DashboardUsageDto> {
      const companyId = ctx.tenantId;
      const now = clock();
      const zone = await zones.ofCompany(companyId);
      const { startsAt } = monthBoundsIn(zone, monthOf(zone, now));
      const [wallet, thisMonth, lastDays] = await Promise.all([
        walletBalance(db, companyId),
        fills.spent(companyId, startsAt, now),
        fills.spent(companyId, new Date(now.getTime() - PACE_DAYS * DAY_MS), now),
      ]);
      return {
        available: toMajor(wallet.available),
        spent_this_month: toMajor(thisMonth),
        spent_last_30_days: toMajor(lastDays),
        average_daily_spend: toMajor(Math.round(lastDays / PACE_DAYS)),
        days_of_fuel_left: daysOfFuelLeft(wallet.available, lastDays, PACE_DAYS),
      };
    },

    async reviews(ctx: RequestContext): Promise<DashboardReviewDto[]> {
      return (await reviews.latest(ctx.tenantId)).map(toReviewDto);
    },
  };
}

export type DashboardFuelService = ReturnType<typeof createDashboardFuelService>;
