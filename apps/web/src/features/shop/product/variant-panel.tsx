import { Button, Group, Stack, Title } from "@mantine/core";
import type { ProductDto, VariantDto } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { ListState } from "../../../shared/ui/list-state";
import { useDeleteVariant } from "./use-delete-variant";
import { VariantDialog } from "./variant-dialog";
import { useVariantList } from "./variant-hooks";
import { VariantTable } from "./variant-table";

/** The variants tab of a saved product: its variants, added and edited in a dialog, deleted after a confirmation. */
export function VariantPanel({ product }: { product: ProductDto }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useVariantList(product._id);
  const confirmDelete = useDeleteVariant(product._id);
  // Variants are part of the product form: whoever adds or edits products manages them (as the API allows).
  const canAdd = useCan("products.add");
  const canEdit = useCan("products.edit");
  const canManage = canAdd || canEdit;
  /** The variant in the dialog: "new" while adding, null while it is closed. */
  const [editing, setEditing] = useState<VariantDto | "new" | null>(null);
  const variants = list.data ?? [];

  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={2} fz="lg" id={headingId}>
          {t("shop.product.variant.title")}
        </Title>
        {canManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
            {t("shop.product.variant.add")}
          </Button>
        )}
      </Group>
      <ListState
        pending={list.isPending}
        loadError={list.error}
        onRetry={() => void list.refetch()}
        isEmpty={variants.length === 0}
        emptyText={t("shop.product.variant.empty")}
      >
        <VariantTable
          variants={variants}
          onEdit={canManage ? setEditing : undefined}
          onDelete={canManage ? confirmDelete : undefined}
        />
      </ListState>
      <VariantDialog
        product={product}
        variant={editing === "new" ? undefined : (editing ?? undefined)}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
