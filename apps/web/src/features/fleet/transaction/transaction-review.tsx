import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Button, Group, Radio, Stack, Text, Textarea } from "@mantine/core";
import {
  PURCHASE_REVIEWS,
  TransactionReviewBody,
  type PurchaseReview,
  type TransactionDetailDto,
} from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { useCan } from "../../../shared/session/permissions";
import { FormError } from "../../../shared/ui/form-error";
import { notify } from "../../../shared/ui/notify";
import { SectionCard } from "../../../shared/ui/section-card";
import { DisputeDecision } from "./purchase-feedback";
import { ReviewBadge } from "./transaction-badges";
import { useTransactionReview } from "./transaction-hooks";

type Props = { transaction: TransactionDetailDto };

/**
 * The look a flagged purchase deserved: how it was closed (explained, or disputed so the platform's
 * staff see it) with the note and who gave it, and, for a role that may, the form to give or change it.
 */
export function TransactionReview({ transaction: tx }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const canReview = useCan("transactions.review");
  if (tx.flags.length === 0) return null;
  return (
    <SectionCard title={t("fleet.transaction.review.title")}>
      {tx.review ? (
        <Stack gap={4} role="status">
          <Group gap="xs">
            <ReviewBadge review={tx.review} />
            <Text size="sm" c="dimmed">
              {t("fleet.transaction.review.by", {
                name: tx.reviewed_by ?? "",
                date: tx.reviewed_at ? clock.dateTime(tx.reviewed_at) : "",
              })}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            <bdi>{tx.review_note}</bdi>
          </Text>
        </Stack>
      ) : (
        <Text size="sm" role="status">
          {t("fleet.transaction.review.pending")}
        </Text>
      )}
      <DisputeDecision transaction={tx} />
      {/* Once the platform has decided a dispute, the company's review stays as the decision answered it. */}
      {canReview && !tx.dispute && <ReviewForm transaction={tx} />}
    </SectionCard>
  );
}

function ReviewForm({ transaction: tx }: Props) {
  const { t } = useTranslation();
  const save = useTransactionReview(tx._id);
  const initial: { outcome: PurchaseReview | ""; note: string } = {
    outcome: tx.review ?? "",
    note: tx.review_note ?? "",
  };
  const { field, formProps, formError } = useSchemaForm(TransactionReviewBody, initial, save.error);
  const submit = (body: TransactionReviewBody) =>
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t(`fleet.transaction.review.saved.${body.outcome}`));
      },
    });

  return (
    <form {...formProps(submit)}>
      <Stack gap="sm">
        <Radio.Group label={t("fleet.transaction.review.outcome")} withAsterisk {...field("outcome")}>
          <Group gap="lg" mt={6}>
            {PURCHASE_REVIEWS.map((outcome) => (
              <Radio
                key={outcome}
                value={outcome}
                label={t(`fleet.transaction.review.outcomes.${outcome}`)}
                description={t(`fleet.transaction.review.hints.${outcome}`)}
              />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t("fleet.transaction.review.note")}
          placeholder={t("fleet.transaction.review.note_placeholder")}
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          {...field("note")}
        />
        <FormError failure={formError} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(tx.review ? "fleet.transaction.review.change" : "fleet.transaction.review.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
