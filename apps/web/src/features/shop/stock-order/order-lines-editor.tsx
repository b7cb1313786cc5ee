import "@mantine/core/styles/Table.css";
import { ActionIcon, Group, Input, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconLock, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { AmountIn } from "../../../shared/ui/money";
import { isLineReceived, lineTotal, type OrderLineValues, orderTotal } from "./order-lines";
import { OrderVariantPicker } from "./order-variant-picker";

interface Props {
  branchId: string;
  lines: OrderLineValues[];
  currency: string;
  /** Nothing may change: a received or cancelled order, or a role that may only look. */
  isReadOnly: boolean;
  /** The form's error at a path ("products", "products.0.quantity"), translated. */
  errorOf: (path: string) => string | undefined;
  onAdd: (line: OrderLineValues) => void;
  onChange: (variantId: string, change: Partial<Pick<OrderLineValues, "quantity" | "unit_cost">>) => void;
  onRemove: (variantId: string) => void;
}

/**
 * The order's lines: the picker, then each line's units, unit cost and total, and the order's
 * total. A line with units received keeps its quantity and cost (corrected by a stock adjustment)
 * and stays on the order.
 */
export function OrderLinesEditor({ branchId, lines, currency, isReadOnly, errorOf, onAdd, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const money = (amount: number | null) => (amount === null ? "—" : <AmountIn amount={amount} currency={currency} />);

  const fixed = (line: OrderLineValues) => isReadOnly || isLineReceived(line);
  return (
    <Stack gap="sm">
      {!isReadOnly && <OrderVariantPicker branchId={branchId} chosen={lines} onPick={onAdd} />}
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("shop.stock_order.form.no_lines")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label={t("shop.stock_order.sections.lines")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("shop.stock_order.lines.product")}</Table.Th>
                <Table.Th w={120}>{t("shop.stock_order.lines.quantity")}</Table.Th>
                <Table.Th w={150}>{t("shop.stock_order.lines.unit_cost", { currency })}</Table.Th>
                <Table.Th style={{ textAlign: "end" }}>{t("shop.stock_order.lines.total")}</Table.Th>
                {!isReadOnly && (
                  <Table.Th w={48}>
                    <VisuallyHidden>{t("shop.stock_order.lines.actions")}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={line.variant_id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <bdi>{line.name}</bdi>
                      {line.sku && (
                        <Text size="xs" c="dimmed" dir="ltr" style={{ alignSelf: "flex-start" }}>
                          {line.sku}
                        </Text>
                      )}
                      {isLineReceived(line) && !isReadOnly && (
                        <Group gap={4} c="dimmed">
                          <IconLock size={12} aria-hidden />
                          <Text size="xs">
                            {t("shop.stock_order.form.line_received", { count: line.received_quantity })}
                          </Text>
                        </Group>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {fixed(line) ? (
                      line.quantity
                    ) : (
                      <NumberField
                        kind="whole"
                        nullable
                        size="xs"
                        aria-label={t("shop.stock_order.form.quantity_of", { name: line.name })}
                        value={line.quantity}
                        onChange={(quantity) => onChange(line.variant_id, { quantity })}
                        error={errorOf(`products.${index}.quantity`)}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {fixed(line) ? (
                      money(typeof line.unit_cost === "number" ? line.unit_cost : null)
                    ) : (
                      <NumberField
                        kind="amount"
                        nullable
                        size="xs"
                        aria-label={t("shop.stock_order.form.unit_cost_of", { name: line.name })}
                        value={line.unit_cost}
                        onChange={(unitCost) => onChange(line.variant_id, { unit_cost: unitCost })}
                        error={errorOf(`products.${index}.unit_cost`)}
                      />
                    )}
                  </Table.Td>
                  <Table.Td style={{ textAlign: "end", whiteSpace: "nowrap" }}>{money(lineTotal(line))}</Table.Td>
                  {!isReadOnly && (
                    <Table.Td>
                      {!isLineReceived(line) && (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          onClick={() => onRemove(line.variant_id)}
                          aria-label={t("shop.stock_order.form.remove", { name: line.name })}
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>{t("shop.stock_order.lines.order_total")}</Table.Th>
                <Table.Th style={{ textAlign: "end", whiteSpace: "nowrap" }} data-testid="stock-order-total">
                  {money(orderTotal(lines))}
                </Table.Th>
                {!isReadOnly && <Table.Th />}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      {/* Under the lines, not on the picker: before a branch is chosen there is no picker to carry it. */}
      {errorOf("products") && <Input.Error>{errorOf("products")}</Input.Error>}
    </Stack>
  );
}
