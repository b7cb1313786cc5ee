import { Anchor, Stack } from "@mantine/core";
import type { Currency } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { BalanceFigures, BalanceFiguresSkeleton } from "../balance/balance-figures";
import { useBalance } from "../balance/balance-hooks";
import { LowBalanceAlert } from "../balance/low-balance-alert";
import { DashboardPanel } from "../../../shared/ui/dashboard-panel";
import { UsageFigures } from "./usage-figures";

/** The balance screen. */
const BALANCE_PATH = "/fleet/balance";

/**
 * Balance and usage: posted, on hold, available, the company's low-balance warning, what was spent
 * and the days of fuel left, and the way to the balance screen.
 */
export function BalancePanel({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const canOpen = useCan(["balance.view", "balance.add"]);
  if (!balance.canRead) return null;
  return (
    <DashboardPanel
      title={t("fleet.dashboard.balance.title")}
      description={t("fleet.dashboard.balance.subtitle")}
      aside={
        canOpen && (
          <Anchor component={Link} to={BALANCE_PATH} size="sm">
            {t("fleet.dashboard.balance.open")}
          </Anchor>
        )
      }
    >
      {balance.isError ? (
        <ListError error={balance.error} onRetry={() => void balance.refetch()} />
      ) : !balance.data ? (
        <BalanceFiguresSkeleton count={3} />
      ) : (
        <Stack>
          <LowBalanceAlert balance={balance.data} currency={currency} />
          <BalanceFigures balance={balance.data} currency={currency} />
          <UsageFigures currency={currency} />
        </Stack>
      )}
    </DashboardPanel>
  );
}
