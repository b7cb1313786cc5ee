import "@mantine/core/styles/Modal.css";
import { Modal } from "@mantine/core";
import { VariantCreateBody, type ProductDto, type VariantDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { changedFields } from "../../../shared/forms/changed-fields";
import { notify } from "../../../shared/ui/notify";
import { VariantForm } from "./variant-form";
import { variantValuesOf } from "./variant-form-values";
import { useVariantCreate, useVariantUpdate } from "./variant-hooks";
import { useStockBranches } from "./use-stock-branches";

interface Props {
  product: ProductDto;
  /** The variant to edit; absent when adding. */
  variant?: VariantDto;
  opened: boolean;
  onClose: () => void;
}

/** Add or edit a variant in a modal over the variants tab; on success it closes and a toast says so. */
export function VariantDialog({ product, variant, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={variant ? t("shop.product.variant.title_edit") : t("shop.product.variant.title_add")}
      centered
      size="lg"
    >
      {/* Keyed and mounted only while open: each opening starts from the variant's values, without last time's refusal. */}
      {opened &&
        (variant ? (
          <EditVariant key={variant._id} product={product} variant={variant} onDone={onClose} />
        ) : (
          <AddVariant product={product} onDone={onClose} />
        ))}
    </Modal>
  );
}

function AddVariant({ product, onDone }: { product: ProductDto; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useVariantCreate();
  const { branches, pending } = useStockBranches(product);
  return (
    <VariantForm
      productId={product._id}
      branches={branches}
      isLoadingBranches={pending}
      pending={create.isPending}
      errors={create.error}
      onCancel={onDone}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (saved) => {
            notify.success(t("shop.product.variant.toast.created", { name: saved.name }));
            onDone();
          },
        })
      }
    />
  );
}

function EditVariant({ product, variant, onDone }: { product: ProductDto; variant: VariantDto; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useVariantUpdate();
  const { branches, pending } = useStockBranches(product, variant);
  const handleSubmit = (body: VariantCreateBody) => {
    // Only what the user changed is sent (PATCH); the product of a variant never changes, and its
    // stock moves by adjustments, not by this form.
    const before = VariantCreateBody.safeParse(variantValuesOf(product._id, branches, variant));
    const changed = before.success ? changedFields(body, before.data) : body;
    const { product_id: _product, stock: _stock, ...patch } = changed;
    update.mutate(
      { id: variant._id, body: patch },
      {
        onSuccess: (saved) => {
          notify.success(t("shop.product.variant.toast.updated", { name: saved.name }));
          onDone();
        },
      },
    );
  };
  return (
    <VariantForm
      productId={product._id}
      variant={variant}
      branches={branches}
      isLoadingBranches={pending}
      pending={update.isPending}
      errors={update.error}
      onCancel={onDone}
      onSubmit={handleSubmit}
    />
  );
}
