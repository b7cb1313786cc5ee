import "@mantine/core/styles/SimpleGrid.css";
import { Modal, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import { type OrderDto, OrderShipmentBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { LazyDateField } from "../../../shared/forms/lazy-date-fields";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { notify } from "../../../shared/ui/notify";
import { useOrderShipment } from "./order-hooks";

interface Props {
  order: OrderDto;
  opened: boolean;
  onClose: () => void;
  /** What follows a saved shipment: shipping, when "Ship" asked for the details first. */
  onSaved?: (order: OrderDto) => void;
}

/** The shipment as saved, or a new one with the order's own delivery address. */
const valuesOf = (order: OrderDto) => ({
  order_id: order._id,
  courier_company: order.shipment?.courier_company ?? "",
  delivery_address: order.shipment?.delivery_address ?? order.delivery_address ?? "",
  estimated_delivery_date: order.shipment?.estimated_delivery_date ?? null,
  tracking_number: order.shipment?.tracking_number ?? "",
  remarks: order.shipment?.remarks ?? "",
});

/** A delivery order's courier, address, estimated date, tracking number and remarks; saving again replaces them. */
export function OrderShipmentDialog({ order, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useOrderShipment();

  function handleClose() {
    // A refusal shown last time is gone when the dialog opens again.
    save.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={handleClose} title={t("shop.order.shipment.title")} centered size="lg">
      {opened && (
        <ShipmentForm
          order={order}
          pending={save.isPending}
          errors={save.error}
          submitLabel={onSaved ? t("shop.order.shipment.submit_and_ship") : t("shop.order.shipment.submit")}
          onCancel={handleClose}
          onSubmit={(body) =>
            save.mutate(body, {
              onSuccess: (saved) => {
                notify.success(t("shop.order.toast.shipment_saved", { number: saved.number_display }));
                handleClose();
                onSaved?.(saved);
              },
            })
          }
        />
      )}
    </Modal>
  );
}

interface FormProps {
  order: OrderDto;
  submitLabel: string;
  pending: boolean;
  errors: unknown;
  onSubmit: (body: OrderShipmentBody) => void;
  onCancel: () => void;
}

function ShipmentForm({ order, submitLabel, pending, errors, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm(OrderShipmentBody, valuesOf(order), errors);
  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("shop.order.shipment.courier_company")}
            withAsterisk
            dir="auto"
            data-autofocus
            {...field("courier_company")}
          />
          <TextInput label={t("shop.order.shipment.tracking_number")} dir="ltr" {...field("tracking_number")} />
        </SimpleGrid>
        <Textarea
          label={t("shop.order.shipment.delivery_address")}
          withAsterisk
          dir="auto"
          autosize
          minRows={2}
          {...field("delivery_address")}
        />
        <LazyDateField
          label={t("shop.order.shipment.estimated_delivery_date")}
          clearable
          {...field("estimated_delivery_date")}
          value={form.values.estimated_delivery_date}
          onChange={(date) => form.setFieldValue("estimated_delivery_date", date)}
        />
        <Textarea label={t("shop.order.shipment.remarks")} dir="auto" autosize minRows={2} {...field("remarks")} />
        <FormActions failure={formError} pending={pending} onCancel={onCancel} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
