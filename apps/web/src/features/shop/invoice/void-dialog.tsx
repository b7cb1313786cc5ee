import { type InvoiceDto, VoidBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/ui/notify";
import { ReasonDialog } from "../../../shared/ui/reason-dialog";
import { useVoidInvoice } from "./invoice-hooks";

interface Props {
  invoice: InvoiceDto;
  opened: boolean;
  onClose: () => void;
}

/**
 * Void an invoice: what it means, the reason (kept with it), then the red button that confirms.
 * The call lives here: once voided, the form closes at once and the toast must still follow.
 */
export function VoidDialog({ invoice, opened, onClose }: Props) {
  const { t } = useTranslation();
  const voidInvoice = useVoidInvoice();

  function handleClose() {
    voidInvoice.reset();
    onClose();
  }

  function handleSubmit(reason: string) {
    voidInvoice.mutate(
      { id: invoice._id, body: { reason } },
      {
        onSuccess: () => {
          notify.success(t("shop.invoice.toast.voided", { number: invoice.number_display }));
          handleClose();
        },
      },
    );
  }

  return (
    <ReasonDialog
      schema={VoidBody}
      opened={opened}
      title={t("shop.invoice.void.title", { number: invoice.number_display })}
      warning={t("shop.invoice.void.warning")}
      reasonLabel={t("shop.invoice.void.reason")}
      reasonPlaceholder={t("shop.invoice.void.reason_placeholder")}
      submitLabel={t("shop.invoice.void.submit")}
      pending={voidInvoice.isPending}
      errors={voidInvoice.error}
      onSubmit={handleSubmit}
      onClose={handleClose}
    />
  );
}
