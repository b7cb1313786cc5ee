import "@mantine/core/styles/Table.css";
import { ActionIcon, Group, Table, Text } from "@mantine/core";
import type { VariantDto } from "@pitlane/domain";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Money } from "../../../shared/ui/money";

interface Props {
  variants: VariantDto[];
  /** Absent when the user may not change variants. */
  onEdit?: (variant: VariantDto) => void;
  onDelete?: (variant: VariantDto) => void;
}

/** A product's variants: all of them (a product has a handful), so no pages. */
export function VariantTable({ variants, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const canChange = !!onEdit || !!onDelete;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t("shop.product.variant.title")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("shop.product.variant.columns.name")}</Table.Th>
            <Table.Th>{t("shop.product.variant.columns.sku")}</Table.Th>
            <Table.Th>{t("shop.product.variant.columns.price")}</Table.Th>
            <Table.Th>{t("shop.product.variant.columns.discounted_price")}</Table.Th>
            <Table.Th>{t("shop.product.variant.columns.stock")}</Table.Th>
            {canChange && <Table.Th style={{ textAlign: "end" }}>{t("shop.product.variant.columns.actions")}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((v) => (
            <Table.Tr key={v._id}>
              <Table.Td fw={500}>
                <bdi>{v.name}</bdi>
                {v.barcode && (
                  <Text size="sm" c="dimmed" fw={400}>
                    <bdi dir="ltr">{v.barcode}</bdi>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{v.sku ? <bdi dir="ltr">{v.sku}</bdi> : "—"}</Table.Td>
              <Table.Td>
                <Money amount={v.price} />
              </Table.Td>
              <Table.Td>
                <Money amount={v.discounted_price} />
              </Table.Td>
              <Table.Td>{v.quantity}</Table.Td>
              {canChange && (
                <Table.Td style={{ textAlign: "end" }}>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {onEdit && (
                      <ActionIcon
                        variant="subtle"
                        onClick={() => onEdit(v)}
                        aria-label={t("shop.product.variant.actions.edit", { name: v.name })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    )}
                    {onDelete && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => onDelete(v)}
                        aria-label={t("shop.product.variant.actions.delete", { name: v.name })}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
