import { runtimeZone } from "@pitlane/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isFleetSession, isOpsSession, isStationSession, useSessionState } from "../session/session-store";
import { createTenantClock, type TenantClock } from "./tenant-clock";

/**
 * The signed-in shop's or company's wall clock, in the reader's language. A session stored before
 * the zone came with it has none until the start-up refresh answers: UTC until then, never the
 * browser's zone.
 */
export function useTenantClock(): TenantClock {
  const { session } = useSessionState();
  const { i18n } = useTranslation();
  const isOwnClock = isOpsSession(session) || isStationSession(session);
  const tenant = !session || isOwnClock ? null : isFleetSession(session) ? session.company : session.shop;
  // The console's staff work for every company at once, and an attendant serves them at the pump:
  // both read times on their own device's clock.
  const zone = isOwnClock ? runtimeZone() : tenant?.time_zone || "UTC";
  const countryCode = tenant?.country_code ?? null;
  const language = i18n.language;
  return useMemo(() => createTenantClock({ zone, countryCode, language }), [zone, countryCode, language]);
}
