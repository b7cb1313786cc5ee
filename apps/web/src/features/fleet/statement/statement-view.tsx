import { Anchor, Stack } from "@mantine/core";
import type { StatementDetailDto } from "@pitlane/domain/fleet/statement";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { PageHeader } from "../../../shared/ui/page-header";
import { StatementDownloads } from "./statement-downloads";
import { StatementFigures } from "./statement-figures";
import type { StatementSource } from "./statement-hooks";
import { StatementMoves, StatementTotals } from "./statement-lines";
import { STATEMENTS_PATH } from "./statement-paths";
import { StatementPurchases } from "./statement-purchases";

interface Props {
  detail: StatementDetailDto;
  title: string;
  source: StatementSource;
  /** A newer page of purchases is loading. */
  pending: boolean;
  onPageChange: (page: number) => void;
  /** Above the figures: the range form of a statement of account. */
  children?: ReactNode;
}

/** A statement as a person reads it: its period, the four figures, what moved them, then every line. */
export function StatementView({ detail, title, source, pending, onPageChange, children }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const period = t("fleet.statement.detail.period", {
    from: clock.date(detail.statement.from),
    to: clock.date(detail.statement.to),
  });
  return (
    <Stack gap="lg" maw={1600}>
      <Anchor component={Link} to={STATEMENTS_PATH} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: "middle" }} /> {t("fleet.statement.back_to_list")}
      </Anchor>
      <PageHeader title={title} description={period} actions={<StatementDownloads source={source} />} />
      {children}
      <StatementFigures statement={detail.statement} />
      <StatementTotals detail={detail} />
      <StatementMoves detail={detail} />
      <StatementPurchases
        purchases={detail.purchases}
        currency={detail.statement.currency}
        pending={pending}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
