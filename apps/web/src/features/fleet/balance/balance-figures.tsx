import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { SimpleGrid, Skeleton } from "@mantine/core";
import type { BalanceDto, Currency } from "@pitlane/domain";
import { IconBuildingBank, IconHandStop, IconTruckDelivery, IconWallet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AmountIn } from "../../../shared/ui/money";
import { StatCard } from "../../../shared/ui/stat-card";

interface Props {
  balance: BalanceDto;
  currency: Currency;
  /** The top-ups on their way: the balance screen shows them, the dashboard's three figures do not. */
  withPending?: boolean;
}

/** Posted, on hold at the pump, available (posted less on hold), and, where asked, what is on its way. */
export function BalanceFigures({ balance, currency, withPending = false }: Props) {
  const { t } = useTranslation();
  const amount = (value: number) => <AmountIn amount={value} currency={currency} />;
  const figure = (key: "posted" | "on_hold" | "available" | "pending") => ({
    label: t(`fleet.balance.figures.${key}`),
    hint: t(`fleet.balance.figures.${key}_hint`),
    valueSize: 24,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: withPending ? 4 : 3 }}>
      <StatCard {...figure("available")} value={amount(balance.available)} icon={IconWallet} color="teal" />
      <StatCard {...figure("posted")} value={amount(balance.posted)} icon={IconBuildingBank} color="indigo" />
      <StatCard {...figure("on_hold")} value={amount(balance.on_hold)} icon={IconHandStop} color="orange" />
      {withPending && (
        <StatCard
          {...figure("pending")}
          value={amount(balance.pending_top_ups)}
          icon={IconTruckDelivery}
          color="blue"
        />
      )}
    </SimpleGrid>
  );
}

/** Where the figures will be while they load. */
export function BalanceFiguresSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: Math.min(count, 3), xl: count }}
      role="status"
      aria-busy
      aria-label={t("fleet.balance.loading")}
    >
      {Array.from({ length: count }, (_, card) => (
        <Skeleton key={card} height={104} radius="md" />
      ))}
    </SimpleGrid>
  );
}
