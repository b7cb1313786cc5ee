import { Alert, Modal, Stack, Textarea } from "@mantine/core";
import { type InvoiceDto, VoidBody } from "@pitlane/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { notify } from "../../../shared/ui/notify";
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

  function handleSubmit(body: VoidBody) {
    voidInvoice.mutate(
      { id: invoice._id, body },
      {
        onSuccess: () => {
          notify.success(t("shop.invoice.toast.voided", { number: invoice.number_display }));
          handleClose();
        },
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t("shop.invoice.void.title", { number: invoice.number_display })}
      centered
    >
      {opened && (
        <VoidForm
          pending={voidInvoice.isPending}
          errors={voidInvoice.error}
          onSubmit={handleSubmit}
          onCancel={handleClose}
        />
      )}
    </Modal>
  );
}

interface FormProps {
  pending: boolean;
  errors: unknown;
  onSubmit: (body: VoidBody) => void;
  onCancel: () => void;
}

function VoidForm({ pending, errors, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(VoidBody, { reason: "" }, errors);

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t("shop.invoice.void.warning")}
        </Alert>
        <Textarea
          label={t("shop.invoice.void.reason")}
          placeholder={t("shop.invoice.void.reason_placeholder")}
          withAsterisk
          dir="auto"
          autosize
          minRows={2}
          data-autofocus
          {...field("reason")}
        />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={t("shop.invoice.void.submit")}
          submitColor="red"
        />
      </Stack>
    </form>
  );
}
