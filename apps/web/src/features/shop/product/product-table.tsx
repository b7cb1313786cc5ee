import { Badge, Group, Stack, Text } from "@mantine/core";
import type { ProductDto } from "@pitlane/domain";
import { IconBox } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { Money } from "../../../shared/ui/money";
import { actionsColumn, statusColumn } from "../../../shared/ui/table-columns";
import { categoryNameOf, isLowStock } from "./product-hooks";
import { productEditPath } from "./product-paths";

export interface ProductTableProps extends ListTableProps<ProductDto> {
  /** May open the edit page (to edit the product, or to manage its variants). */
  canOpen: boolean;
  canDelete: boolean;
  onDelete: (product: ProductDto) => void;
}

/** "1,200.00", or "1,200.00 – 4,500.00" when the variants differ; a dash without variants. */
function PriceRange({ product }: { product: ProductDto }) {
  const { price_min: min, price_max: max } = product;
  if (min === null || max === null) return <Text c="dimmed">—</Text>;
  if (min === max) return <Money amount={min} />;
  return (
    <bdi>
      <Money amount={min} /> – <Money amount={max} />
    </bdi>
  );
}

export function ProductTable({ canOpen, canDelete, onDelete, ...list }: ProductTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<ProductDto>[] = [
    {
      key: "name",
      header: t("shop.product.columns.name"),
      isMain: true,
      render: (p) => (
        <Stack gap={0}>
          <bdi>{p.name}</bdi>
          {p.brand && (
            <Text size="sm" c="dimmed" fw={400}>
              <bdi>{p.brand}</bdi>
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "category",
      header: t("shop.product.columns.category"),
      render: (p) => <bdi>{categoryNameOf(p, i18n.language)}</bdi>,
    },
    { key: "variants", header: t("shop.product.columns.variants"), render: (p) => p.variants_count },
    { key: "price", header: t("shop.product.columns.price"), render: (p) => <PriceRange product={p} /> },
    {
      key: "stock",
      header: t("shop.product.columns.stock"),
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          {/* In its own element: Group drops falsy children, and 0 units must show. */}
          <span>{p.stock_total}</span>
          {isLowStock(p) && (
            <Badge color="orange" variant="light">
              {t("shop.product.low_stock")}
            </Badge>
          )}
        </Group>
      ),
    },
    statusColumn(t),
    actionsColumn(t("shop.product.columns.actions"), (p) => ({
      editTo: canOpen ? productEditPath(p._id) : null,
      editLabel: t("shop.product.actions.edit", { name: p.name }),
      onDelete: canDelete ? () => onDelete(p) : null,
      deleteLabel: t("shop.product.actions.delete", { name: p.name }),
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.product.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.product.list.empty"), filtered: t("shop.product.list.empty_filtered") }}
      emptyIcon={IconBox}
      minWidth={860}
    />
  );
}
