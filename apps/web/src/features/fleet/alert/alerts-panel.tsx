import { Anchor, Loader, Stack, Text } from "@mantine/core";
import type { FleetAlertDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { SectionCard } from "../../../shared/ui/section-card";
import { AlertLine } from "./alert-line";
import { ALERTS_PATH } from "./alert-paths";
import { useAlertFeed } from "./alert-hooks";

interface AlertListProps {
  alerts: FleetAlertDto[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The alerts as lines, newest first; loading, failure and "No alerts" in their place. */
export function AlertList({ alerts, isPending, isError }: AlertListProps) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  if (isPending) return <Loader size="sm" aria-label={t("fleet.alert.feed.loading")} />;
  if (isError || !alerts) {
    return (
      <Text role="alert" c="red" size="sm">
        {t("fleet.alert.feed.failed")}
      </Text>
    );
  }
  if (alerts.length === 0) return <Text c="dimmed">{t("fleet.alert.feed.empty")}</Text>;
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("fleet.alert.feed.title")}>
      {alerts.map((alert) => (
        <AlertLine key={`${alert.kind}:${keyOf(alert)}`} alert={alert} clock={clock} />
      ))}
    </Stack>
  );
}

const keyOf = (alert: FleetAlertDto) =>
  alert.kind === "top_up_decided" ? alert.top_up_id : alert.kind === "low_balance" ? "now" : alert.purchase_id;

/**
 * The company's latest alerts in a card: the dashboard places the few newest with a link to the
 * rest (`linksToAll`), the alerts screen shows more.
 */
export function AlertsPanel({ limit = 10, linksToAll = false }: { limit?: number; linksToAll?: boolean }) {
  const { t } = useTranslation();
  const feed = useAlertFeed(limit);
  return (
    <SectionCard title={t("fleet.alert.feed.title")}>
      <AlertList alerts={feed.data} isPending={feed.isPending} isError={feed.isError} />
      {linksToAll && feed.data && feed.data.length > 0 && (
        <Anchor component={Link} to={ALERTS_PATH} size="sm">
          {t("fleet.alert.feed.view_all")}
        </Anchor>
      )}
    </SectionCard>
  );
}
