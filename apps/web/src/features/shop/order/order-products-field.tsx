import "@mantine/core/styles/Table.css";
import { ActionIcon, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { VariantChoiceDto } from "@pitlane/domain";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import type { NumberValue } from "../../../shared/forms/number-value";
import { Money, useFormatMoney } from "../../../shared/ui/money";
import { LinePicker } from "../package/line-picker";

export interface OrderProductValues {
  variant_id: string;
  quantity: NumberValue;
}

interface Props {
  /** The branch's products (variants) as loaded. */
  offered: readonly VariantChoiceDto[];
  products: OrderProductValues[];
  /** The form's error at a line's path ("products.0.quantity"), translated. */
  errorOf: (path: string) => string | undefined;
  onChange: (products: OrderProductValues[]) => void;
}

const variantName = (v: Pick<VariantChoiceDto, "product_name" | "name">) => `${v.product_name} — ${v.name}`;

/** Products sold on their own: the branch's variants, searched as typed, each with its units and price. */
export function OrderProductsField({ offered, products, errorOf, onChange }: Props) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const chosenIds = products.map((p) => p.variant_id);
  const detailOf = (v: VariantChoiceDto) =>
    v.track_stock
      ? `${money(v.discounted_price)} · ${t("shop.order.form.in_stock", { count: v.quantity })}`
      : money(v.discounted_price);
  const options = offered
    .filter((v) => !chosenIds.includes(v._id))
    .map((v) => ({ value: v._id, label: variantName(v), detail: detailOf(v) }));
  const change = (variantId: string, quantity: NumberValue) =>
    onChange(products.map((p) => (p.variant_id === variantId ? { ...p, quantity } : p)));

  return (
    <Stack gap="sm">
      {offered.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("shop.order.form.no_products")}
        </Text>
      ) : (
        <LinePicker
          label={t("shop.order.form.add_product")}
          placeholder={t("shop.order.form.search_products")}
          options={options}
          onPick={(id) => onChange([...products, { variant_id: id, quantity: 1 }])}
        />
      )}
      {products.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t("shop.order.sections.products")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("shop.order.lines.product")}</Table.Th>
                <Table.Th w={120}>{t("shop.order.lines.quantity")}</Table.Th>
                <Table.Th>{t("shop.order.lines.unit_price")}</Table.Th>
                <Table.Th w={48}>
                  <VisuallyHidden>{t("shop.order.lines.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((line, index) => {
                const variant = offered.find((v) => v._id === line.variant_id);
                const name = variant ? variantName(variant) : "…";
                return (
                  <Table.Tr key={line.variant_id}>
                    <Table.Td>
                      <bdi>{name}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <NumberField
                        kind="whole"
                        nullable
                        size="xs"
                        aria-label={t("shop.order.form.quantity_of", { name })}
                        value={line.quantity}
                        error={errorOf(`products.${index}.quantity`)}
                        onChange={(quantity) => change(line.variant_id, quantity)}
                      />
                    </Table.Td>
                    <Table.Td>{variant ? <Money amount={variant.discounted_price} /> : "—"}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => onChange(products.filter((p) => p.variant_id !== line.variant_id))}
                        aria-label={t("shop.order.form.remove", { name })}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
