import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/NumberInput.css";
import { ActionIcon, Badge, Input, NumberInput, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { toMajor, toMinor, type PackageDto, type VariantChoiceDto } from "@pitlane/domain";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Money, useFormatMoney } from "../../../shared/ui/money";
import type { BuilderValues } from "./builder-state";
import { ChoicesGate } from "./choices-gate";
import { LinePicker } from "./line-picker";
import { LinePrice } from "./line-price";

interface Props {
  branchId: string;
  chosen: BuilderValues["products"];
  choices: { data?: VariantChoiceDto[]; isPending: boolean; error: unknown; refetch: () => unknown };
  /** The edited package's products, for those the branch no longer sells. */
  packageLines: PackageDto["products"];
  /** The form's error at a path ("products", "products.0.quantity"), translated. */
  errorOf: (path: string) => string | undefined;
  onAdd: (id: string) => void;
  onQuantity: (id: string, quantity: number | null) => void;
  onRemove: (id: string) => void;
}

const MAX_QUANTITY = 1000;

/** The builder's products: a picker of the branch's product variants, and the chosen ones with quantities. */
export function PackageProductLines(props: Props) {
  const { branchId, chosen, choices, packageLines, errorOf, onAdd, onQuantity, onRemove } = props;
  const { t } = useTranslation();
  const money = useFormatMoney();
  const sold = choices.data ?? [];
  const nameOf = (v: { product_name: string; variant_name: string }) => `${v.product_name} — ${v.variant_name}`;
  const rows = chosen.flatMap((line, index) => {
    const current = sold.find((v) => v._id === line.product_variant_id);
    const shown = current
      ? { ...current, variant_name: current.name }
      : packageLines.find((p) => p.product_variant_id === line.product_variant_id);
    return shown
      ? [
          {
            ...line,
            index,
            name: nameOf(shown),
            price: shown.price,
            discounted: shown.discounted_price,
            isSold: !!current,
          },
        ]
      : [];
  });
  const options = sold
    .filter((v) => !chosen.some((line) => line.product_variant_id === v._id))
    .map((v) => ({
      value: v._id,
      label: nameOf({ product_name: v.product_name, variant_name: v.name }),
      detail: v.track_stock
        ? `${money(v.discounted_price)} · ${t("shop.package.builder.in_stock", { count: v.quantity })}`
        : money(v.discounted_price),
    }));
  const listError = errorOf("products");

  return (
    <Stack gap="sm">
      <ChoicesGate branchId={branchId} choices={choices} loadingText={t("shop.package.builder.loading_products")}>
        {sold.length === 0 ? (
          <Text c="dimmed">{t("shop.package.builder.no_products")}</Text>
        ) : (
          <LinePicker
            label={t("shop.package.builder.add_product")}
            placeholder={t("shop.package.builder.search_products")}
            options={options}
            onPick={onAdd}
          />
        )}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("shop.package.builder.no_products_chosen")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label={t("shop.package.sections.products")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("shop.package.builder.product")}</Table.Th>
                  <Table.Th>{t("shop.package.builder.unit_price")}</Table.Th>
                  <Table.Th w={110}>{t("shop.package.builder.quantity")}</Table.Th>
                  <Table.Th>{t("shop.package.builder.line_total")}</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>{t("shop.package.columns.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.product_variant_id}>
                    <Table.Td>
                      <bdi>{row.name}</bdi>
                      {!row.isSold && (
                        <Badge ms="xs" color="orange" variant="light">
                          {t("shop.package.builder.not_sold")}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <LinePrice price={row.price} discounted={row.discounted} />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t("shop.package.builder.quantity_of", { name: row.name })}
                        value={row.quantity ?? ""}
                        min={1}
                        max={MAX_QUANTITY}
                        allowDecimal={false}
                        allowNegative={false}
                        clampBehavior="strict"
                        // Left empty, the quantity is 1 (spec 000 section 3): said so when the field is left.
                        onChange={(value) =>
                          onQuantity(row.product_variant_id, typeof value === "number" ? value : null)
                        }
                        onBlur={() => row.quantity === null && onQuantity(row.product_variant_id, 1)}
                        error={errorOf(`products.${row.index}.quantity`)}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Money amount={toMajor(toMinor(row.discounted) * (row.quantity ?? 1))} />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => onRemove(row.product_variant_id)}
                        aria-label={t("shop.package.builder.remove", { name: row.name })}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ChoicesGate>
      {listError && <Input.Error>{listError}</Input.Error>}
    </Stack>
  );
}
