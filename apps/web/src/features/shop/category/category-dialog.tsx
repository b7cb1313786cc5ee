import type { CategoryDto, CategoryKind } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { FormDialogModal } from "../../../shared/ui/form-dialog-modal";
import { notify } from "../../../shared/ui/notify";
import type { FormDialog } from "../../../shared/ui/use-form-dialog";
import { useCategory, useCategoryCreate, useCategoryUpdate } from "./category-hooks";
import { CategoryForm } from "./category-form";

interface Props {
  dialog: FormDialog;
  onClose: () => void;
  /** The kind the list shows, so a category added from the Products tab starts as products. */
  defaultKind?: CategoryKind;
}

/** Add and rename in a modal over the list; on success the modal closes and a toast says so. */
export function CategoryDialog({ dialog, onClose, defaultKind }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialogModal
      dialog={dialog}
      onClose={onClose}
      titles={{ add: t("shop.category.title_add"), edit: t("shop.category.title_edit") }}
      permissions={{ add: "categories.add", edit: "categories.edit" }}
      useDetail={useCategory}
      notFoundText={t("refusals.category_not_found")}
      renderAdd={() => <AddCategory defaultKind={defaultKind} onDone={onClose} />}
      renderEdit={(category, id) => <RenameCategory key={id} id={id} category={category} onDone={onClose} />}
    />
  );
}

// Each form holds its own mutation, so a refusal shown last time is gone when the modal opens again.

function AddCategory({ defaultKind, onDone }: { defaultKind?: CategoryKind; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCategoryCreate();
  return (
    <CategoryForm
      pending={create.isPending}
      errors={create.error}
      defaultKind={defaultKind}
      onCancel={onDone}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: () => {
            notify.success(t("shop.category.toast.created"));
            onDone();
          },
        })
      }
    />
  );
}

function RenameCategory({ id, category, onDone }: { id: string; category: CategoryDto; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useCategoryUpdate();
  return (
    <CategoryForm
      data={category}
      pending={update.isPending}
      errors={update.error}
      onCancel={onDone}
      onSubmit={({ name_english, name_arabic }) =>
        update.mutate(
          { id, body: { name_english, name_arabic } },
          {
            onSuccess: () => {
              notify.success(t("shop.category.toast.updated"));
              onDone();
            },
          },
        )
      }
    />
  );
}
