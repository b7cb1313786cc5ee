import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { JOB_CARD_NEXT, type JobCardDto, type JobCardStatus } from "@pitlane/domain";
import { IconCheck, IconPlayerPlay, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { toFailure } from "../../../shared/api/api-error";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../shared/ui/form-error";
import { useFormatMoney } from "../../../shared/ui/money";
import { notify } from "../../../shared/ui/notify";
import { invoiceNumber, jobCardNumber } from "./job-card-format";
import { useJobCardStatus } from "./job-card-hooks";

type NextStatus = Exclude<JobCardStatus, "booked">;

const looks: Record<NextStatus, { color: string; icon: ReactNode; variant: string }> = {
  in_progress: { color: "blue", icon: <IconPlayerPlay size={16} />, variant: "filled" },
  completed: { color: "teal", icon: <IconCheck size={16} />, variant: "filled" },
  cancelled: { color: "red", icon: <IconX size={16} />, variant: "light" },
};

const isNext = (status: JobCardStatus): status is NextStatus => status !== "booked";

/**
 * The moves JOB_CARD_NEXT allows from the job card's status, each asked in a modal: completing
 * issues the invoice, cancelling frees the booked slots. A refusal (too little stock) stays on
 * screen with the server's reason until the next try.
 */
export function JobCardStatusActions({ jobCard }: { jobCard: JobCardDto }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const change = useJobCardStatus(jobCard._id);
  const number = jobCardNumber(jobCard.number);

  function confirm(status: NextStatus) {
    modals.openConfirmModal({
      title: t(`shop.job_card.change_status.${status}.title`),
      centered: true,
      children: (
        <Text size="sm">
          {t(`shop.job_card.change_status.${status}.text`, { number, total: money(jobCard.totals.total) })}
        </Text>
      ),
      labels: {
        confirm: t(`shop.job_card.change_status.${status}.confirm`),
        cancel: t("shop.job_card.change_status.keep"),
      },
      confirmProps: { color: looks[status].color },
      onConfirm: () =>
        change.mutate(status, {
          onSuccess: (saved) =>
            notify.success(
              saved.invoice_number !== null && status === "completed"
                ? t("shop.job_card.toast.completed", { number, invoice: invoiceNumber(saved.invoice_number) })
                : t(`shop.job_card.toast.${status}`, { number }),
            ),
        }),
    });
  }

  const next = JOB_CARD_NEXT[jobCard.status].filter(isNext);
  return (
    <>
      <FormError failure={change.error ? toFailure(change.error) : null} />
      {next.length > 0 && (
        <Group gap="sm">
          {next.map((status) => (
            <Button
              key={status}
              color={looks[status].color}
              variant={looks[status].variant}
              leftSection={looks[status].icon}
              loading={change.isPending && change.variables === status}
              disabled={change.isPending && change.variables !== status}
              onClick={() => confirm(status)}
            >
              {t(`shop.job_card.change_status.${status}.action`)}
            </Button>
          ))}
        </Group>
      )}
    </>
  );
}
