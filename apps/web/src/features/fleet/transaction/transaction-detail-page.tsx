import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Grid.css";
import { Alert, Button, Grid, Stack } from "@mantine/core";
import type { TransactionDetailDto } from "@pitlane/domain";
import { IconArrowBack, IconFlag } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { PageHeader } from "../../../shared/ui/page-header";
import { FlagList } from "./transaction-badges";
import { MoneyFacts, OdometerFacts, PurchaseFacts } from "./transaction-facts";
import { useTransactionFormat } from "./transaction-format";
import { TransactionHistory } from "./transaction-history";
import { type PhotoFetcher, TransactionPhotos } from "./transaction-photos";
import { StationReviewCard } from "./purchase-feedback";
import { TransactionReview } from "./transaction-review";

interface Props {
  transaction: TransactionDetailDto;
  /** The list this purchase was opened from, and its back button's text. */
  backTo: string;
  backLabel: string;
  /** How the photos are fetched, when not as the portal's own images. */
  fetchPhoto?: PhotoFetcher;
}

/** One purchase as a fleet manager checks it: why it was declined or what it cost, the readings, and the money's path. */
export function TransactionDetailPage({ transaction: tx, backTo, backLabel, fetchPhoto }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const format = useTransactionFormat();
  const reason = format.decline(tx);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t("fleet.transaction.detail.title", { reference: `\u2066${tx.reference}\u2069` })}
        description={clock.dateTime(tx.created_at)}
        actions={
          <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowBack size={16} />}>
            {backLabel}
          </Button>
        }
      />
      {reason && (
        <Alert color="red" variant="light" title={t("fleet.transaction.detail.fields.decline_reason")}>
          {reason}
        </Alert>
      )}
      {tx.flags.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconFlag size={18} />}
          title={t("fleet.transaction.detail.fields.flags")}
        >
          <FlagList flags={tx.flags} />
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PurchaseFacts transaction={tx} />
            <OdometerFacts transaction={tx} />
            <TransactionHistory transaction={tx} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <TransactionReview transaction={tx} />
            <MoneyFacts transaction={tx} />
            <StationReviewCard transaction={tx} />
            <TransactionPhotos transaction={tx} fetchPhoto={fetchPhoto} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
