import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/List.css";
import { Badge, Group, List } from "@mantine/core";
import type { PurchaseFlag, PurchaseReview, TransactionStatus } from "@pitlane/domain";
import { IconCheck, IconFlag, IconMessageReport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const colors: Record<TransactionStatus, string> = {
  held: "blue",
  completed: "teal",
  voided: "gray",
  expired: "orange",
  declined: "red",
};

/** A purchase's status; a decline filled, so it stands out in a long list. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant={status === "declined" ? "filled" : "light"} miw="max-content">
      {t(`fleet.transaction.statuses.${status}`)}
    </Badge>
  );
}

/** What deserves a fleet manager's look on an approved purchase: a short badge each, its sentence on hover. */
export function FlagBadges({ flags }: { flags: readonly PurchaseFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge
          key={flag}
          color="yellow"
          variant="outline"
          leftSection={<IconFlag size={12} aria-hidden />}
          tt="none"
          miw="max-content"
          title={t(`fleet.transaction.flags.${flag}.text`)}
        >
          {t(`fleet.transaction.flags.${flag}.label`)}
        </Badge>
      ))}
    </Group>
  );
}

/** The flags in full sentences, for the purchase's own page. */
export function FlagList({ flags }: { flags: readonly PurchaseFlag[] }) {
  const { t } = useTranslation();
  return (
    <List size="sm" icon={<IconFlag size={14} aria-hidden />} spacing={4}>
      {flags.map((flag) => (
        <List.Item key={flag}>{t(`fleet.transaction.flags.${flag}.text`)}</List.Item>
      ))}
    </List>
  );
}

/** How a flagged purchase's look was closed: explained, or disputed (red: the platform's staff take it up). */
export function ReviewBadge({ review }: { review: PurchaseReview }) {
  const { t } = useTranslation();
  const Icon = review === "explained" ? IconCheck : IconMessageReport;
  return (
    <Badge
      color={review === "explained" ? "teal" : "red"}
      variant="light"
      leftSection={<Icon size={12} aria-hidden />}
      tt="none"
      miw="max-content"
    >
      {t(`fleet.transaction.review.outcomes.${review}`)}
    </Badge>
  );
}
