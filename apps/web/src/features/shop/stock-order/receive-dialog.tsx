import "@mantine/core/styles/Table.css";
import { Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { StockOrderDto } from "@pitlane/domain";
import { IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, toFailure } from "../../../shared/api/api-error";
import { refusalText } from "../../../shared/forms/messages";
import { NumberField } from "../../../shared/forms/number-field";
import { FormActions } from "../../../shared/ui/form-actions";
import { notify } from "../../../shared/ui/notify";
import { remainingOf } from "./order-lines";
import { everythingLeft, noReceipt, type ReceiptQuantities, receiptOf } from "./receipt";
import { useStockOrderReceive } from "./stock-order-hooks";

interface Props {
  order: StockOrderDto;
  opened: boolean;
  onClose: () => void;
}

/**
 * Goods in: the units that came for each line, what each has left beside it, or everything left at
 * once. More than a line has left is asked again ("Receive anyway?") with the server's own figures,
 * and sent once more as agreed.
 */
export function ReceiveDialog({ order, opened, onClose }: Props) {
  const { t } = useTranslation();
  // The call lives here, not in the form: the order it answers re-renders the form's lines, and the
  // toast and the closing must still follow.
  const receive = useStockOrderReceive();

  function handleClose() {
    // A refusal shown last time is gone when the dialog opens again.
    receive.reset();
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t("shop.stock_order.receive.title", { number: order.number_display })}
      centered
      size="xl"
    >
      {opened && <ReceiveForm order={order} receive={receive} onClose={handleClose} />}
    </Modal>
  );
}

interface FormProps {
  order: StockOrderDto;
  receive: ReturnType<typeof useStockOrderReceive>;
  onClose: () => void;
}

function ReceiveForm({ order, receive, onClose }: FormProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<ReceiptQuantities>(() => noReceipt(order.lines));
  const [problem, setProblem] = useState<{ variantId?: string; text: string } | null>(null);

  function send(products: { variant_id: string; quantity: number }[], allowOverReceipt: boolean) {
    receive.mutate(
      { id: order._id, products, allow_over_receipt: allowOverReceipt },
      {
        onSuccess: (saved) => {
          notify.success(
            t("shop.stock_order.toast.received", {
              number: saved.number_display,
              status: t(`shop.stock_order.statuses.${saved.status}`),
            }),
          );
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.refusal?.code === "stock_order_over_receipt" && !allowOverReceipt) {
            receive.reset();
            confirmOverReceipt(refusalText(t, error.refusal), () => send(products, true));
          }
        },
      },
    );
  }

  function confirmOverReceipt(reason: string, onConfirm: () => void) {
    modals.openConfirmModal({
      title: t("shop.stock_order.receive.over_title"),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">{reason}</Text>
          <Text size="sm">{t("shop.stock_order.receive.over_text")}</Text>
        </Stack>
      ),
      labels: { confirm: t("shop.stock_order.receive.over_confirm"), cancel: t("actions.cancel") },
      confirmProps: { color: "orange" },
      onConfirm,
    });
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const receipt = receiptOf(order.lines, typed);
    if (receipt.ok) {
      setProblem(null);
      send(receipt.products, false);
    } else if (receipt.reason === "nothing") {
      setProblem({ text: t("shop.stock_order.receive.nothing") });
    } else {
      setProblem({ variantId: receipt.variant_id, text: t("refusals.whole_number") });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t("shop.stock_order.receive.hint")}
          </Text>
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            onClick={() => {
              setTyped(everythingLeft(order.lines));
              setProblem(null);
            }}
          >
            {t("shop.stock_order.receive.everything_left")}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t("shop.stock_order.receive.lines")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("shop.stock_order.lines.product")}</Table.Th>
                <Table.Th style={{ textAlign: "end" }}>{t("shop.stock_order.lines.ordered")}</Table.Th>
                <Table.Th style={{ textAlign: "end" }}>{t("shop.stock_order.lines.received")}</Table.Th>
                <Table.Th style={{ textAlign: "end" }}>{t("shop.stock_order.lines.remaining")}</Table.Th>
                <Table.Th w={140}>{t("shop.stock_order.receive.now")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.variant_id}>
                  <Table.Td>
                    <bdi>{line.name}</bdi>
                  </Table.Td>
                  <Table.Td style={{ textAlign: "end" }}>{line.quantity}</Table.Td>
                  <Table.Td style={{ textAlign: "end" }}>{line.received_quantity}</Table.Td>
                  <Table.Td style={{ textAlign: "end" }}>{remainingOf(line)}</Table.Td>
                  <Table.Td>
                    <NumberField
                      kind="whole"
                      nullable
                      size="xs"
                      aria-label={t("shop.stock_order.receive.units_of", { name: line.name })}
                      value={typed[line.variant_id]}
                      onChange={(value) => setTyped((current) => ({ ...current, [line.variant_id]: value }))}
                      error={problem?.variantId === line.variant_id ? problem.text : undefined}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {problem && !problem.variantId && (
          <Text size="sm" c="red" role="alert">
            {problem.text}
          </Text>
        )}
        <FormActions
          failure={receive.error ? toFailure(receive.error) : null}
          pending={receive.isPending}
          onCancel={onClose}
          submitLabel={t("shop.stock_order.receive.submit")}
        />
      </Stack>
    </form>
  );
}
