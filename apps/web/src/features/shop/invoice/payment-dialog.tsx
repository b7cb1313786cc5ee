import { Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import type { InvoiceDto, PaymentBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { notify } from "../../../shared/ui/notify";
import { useInvoiceFormat } from "./invoice-format";
import { useRecordPayment } from "./invoice-hooks";
import { paymentFormSchema, paymentValuesOf } from "./payment-form";

interface Props {
  invoice: InvoiceDto;
  opened: boolean;
  onClose: () => void;
}

/**
 * Record a cash payment. The call lives here, not in the form: paying the balance off closes the
 * form at once (nothing is owed any more), and the toast must still follow.
 */
export function PaymentDialog({ invoice, opened, onClose }: Props) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const record = useRecordPayment();
  const money = (amount: number) => format.money(amount, invoice.currency);

  function handleClose() {
    // A refusal shown last time is gone when the dialog opens again.
    record.reset();
    onClose();
  }

  function handleSubmit(body: PaymentBody) {
    record.mutate(
      { id: invoice._id, body },
      {
        onSuccess: (updated) => {
          notify.success(
            updated.payment_status === "paid"
              ? t("shop.invoice.toast.paid_in_full", { number: updated.number_display })
              : t("shop.invoice.toast.payment_recorded", {
                  amount: money(body.amount),
                  balance: money(updated.balance),
                }),
          );
          handleClose();
        },
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t("shop.invoice.payment.title", { number: invoice.number_display })}
      centered
    >
      {opened && (
        <PaymentForm
          invoice={invoice}
          pending={record.isPending}
          errors={record.error}
          onSubmit={handleSubmit}
          onCancel={handleClose}
        />
      )}
    </Modal>
  );
}

interface FormProps {
  invoice: InvoiceDto;
  pending: boolean;
  /** The refused call: "amount: ..." lands on the amount, anything else above the buttons. */
  errors: unknown;
  onSubmit: (body: PaymentBody) => void;
  onCancel: () => void;
}

/** The amount (the balance to start with, any amount up to it), the method (cash, the only one) and a note. */
function PaymentForm({ invoice, pending, errors, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const money = (amount: number) => format.money(amount, invoice.currency);
  const { field, formProps, formError } = useSchemaForm(
    paymentFormSchema(invoice.balance),
    paymentValuesOf(invoice.balance),
    errors,
  );

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <Text size="sm">
          {t("shop.invoice.payment.balance", { total: money(invoice.total), balance: money(invoice.balance) })}
        </Text>
        <NumberField
          kind="amount"
          label={t("shop.invoice.payment.amount")}
          description={t("shop.invoice.payment.amount_hint", { balance: money(invoice.balance) })}
          withAsterisk
          hideControls
          rightSection={
            <Text size="xs" c="dimmed">
              {invoice.currency}
            </Text>
          }
          rightSectionWidth={48}
          data-autofocus
          {...field("amount")}
        />
        <TextInput
          label={t("shop.invoice.payment.method")}
          description={t("shop.invoice.payment.method_hint")}
          value={t("shop.invoice.payment_methods.cash")}
          readOnly
          variant="filled"
        />
        <Textarea label={t("shop.invoice.payment.note")} dir="auto" autosize minRows={2} {...field("note")} />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={t("shop.invoice.payment.submit")}
        />
      </Stack>
    </form>
  );
}
