import "@mantine/core/styles/ThemeIcon.css";
import { Anchor, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import type { FleetAlertDto } from "@pitlane/domain";
import { IconAlertTriangle, IconBan, IconCash, IconFlag } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TenantClock } from "../../../shared/clock/tenant-clock";
import { moneyInText } from "../../../shared/ui/money";
import { transactionPath } from "../transaction/transaction-paths";
import { declineText } from "../transaction/transaction-texts";

const BALANCE_PATH = "/fleet/balance";

const ICONS = {
  purchase_declined: { icon: IconBan, color: "red" },
  purchase_flagged: { icon: IconFlag, color: "yellow" },
  top_up_decided: { icon: IconCash, color: "teal" },
  low_balance: { icon: IconAlertTriangle, color: "orange" },
} as const;

/** What the alert says, in the reader's language; names read in their own direction. */
function textOf(t: TFunction, alert: FleetAlertDto): string {
  switch (alert.kind) {
    case "purchase_declined":
      return t("fleet.alert.feed.declined", {
        plate: `\u2068${alert.plate_no}\u2069`,
        station: `\u2068${alert.station_name}\u2069`,
        reason: declineText(t, alert.decline_reason, alert.rule_cycle),
      });
    case "purchase_flagged":
      return t("fleet.alert.feed.flagged", {
        plate: `\u2068${alert.plate_no}\u2069`,
        station: `\u2068${alert.station_name}\u2069`,
        flags: alert.flags.map((flag) => t(`fleet.transaction.flags.${flag}.label`)).join(t("fleet.alert.feed.and")),
      });
    case "top_up_decided":
      return alert.status === "approved"
        ? t("fleet.alert.feed.top_up_approved", {
            amount: moneyInText(alert.amount, alert.currency),
            slip: `\u2068${alert.slip_number}\u2069`,
          })
        : t("fleet.alert.feed.top_up_rejected", {
            amount: moneyInText(alert.amount, alert.currency),
            slip: `\u2068${alert.slip_number}\u2069`,
            reason: `\u2068${alert.reason ?? ""}\u2069`,
          });
    case "low_balance":
      return t("fleet.alert.feed.low_balance", {
        available: moneyInText(alert.available, alert.currency),
        threshold: moneyInText(alert.threshold, alert.currency),
      });
  }
}

const linkOf = (alert: FleetAlertDto) =>
  alert.kind === "purchase_declined" || alert.kind === "purchase_flagged"
    ? transactionPath(alert.purchase_id)
    : BALANCE_PATH;

/** One alert: its icon, what happened, when on the company's clock, and where to act on it. */
export function AlertLine({ alert, clock }: { alert: FleetAlertDto; clock: TenantClock }) {
  const { t } = useTranslation();
  const { icon: Icon, color } = ICONS[alert.kind];
  const isPurchase = alert.kind === "purchase_declined" || alert.kind === "purchase_flagged";
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" color={color} radius="xl" aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1 }}>
        <Text size="sm">{textOf(t, alert)}</Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {clock.dateTime(alert.at)}
          </Text>
          <Anchor component={Link} to={linkOf(alert)} size="xs">
            {isPurchase ? t("fleet.alert.feed.open_transaction") : t("fleet.alert.feed.open_balance")}
          </Anchor>
        </Group>
      </Stack>
    </Group>
  );
}
