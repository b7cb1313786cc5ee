import type { Currency } from "@pitlane/domain";
import { ListError } from "../../../shared/ui/list-error";
import { BalanceFigures, BalanceFiguresSkeleton } from "./balance-figures";
import { useBalance } from "./balance-hooks";
import { LowBalanceAlert } from "./low-balance-alert";

/** The balance screen's head: the low-balance warning when it applies, then the four figures. */
export function BalanceSummary({ currency }: { currency: Currency }) {
  const balance = useBalance();
  if (!balance.canRead) return null;
  if (balance.isError) return <ListError error={balance.error} onRetry={() => void balance.refetch()} />;
  if (!balance.data) return <BalanceFiguresSkeleton count={4} />;
  return (
    <>
      <LowBalanceAlert balance={balance.data} currency={currency} />
      <BalanceFigures balance={balance.data} currency={currency} withPending />
    </>
  );
}
