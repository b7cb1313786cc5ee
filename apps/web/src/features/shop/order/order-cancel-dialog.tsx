import { Alert, Modal, Stack, Textarea } from "@mantine/core";
import { type OrderDto, OrderStatusBody } from "@pitlane/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";

interface Props {
  order: OrderDto;
  opened: boolean;
  pending: boolean;
  /** The refused call, if any: shown in the form. */
  errors: unknown;
  onSubmit: (reason: string | null) => void;
  onClose: () => void;
}

const ReasonBody = OrderStatusBody.pick({ reason: true });

/** Cancelling asks first and may say why (optional): the reason stays on the order's timeline. */
export function OrderCancelDialog({ order, opened, onClose, ...form }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("shop.order.cancel.title", { number: order.number_display })}
      centered
    >
      {opened && <CancelForm {...form} onCancel={onClose} />}
    </Modal>
  );
}

function CancelForm({
  pending,
  errors,
  onSubmit,
  onCancel,
}: Omit<Props, "order" | "opened" | "onClose"> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(ReasonBody, { reason: "" }, errors);
  return (
    <form {...formProps((body) => onSubmit(body.reason))}>
      <Stack>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t("shop.order.cancel.text")}
        </Alert>
        <Textarea
          label={t("shop.order.cancel.reason")}
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
          submitLabel={t("shop.order.cancel.confirm")}
          cancelLabel={t("shop.order.cancel.keep")}
          submitColor="red"
        />
      </Stack>
    </form>
  );
}
