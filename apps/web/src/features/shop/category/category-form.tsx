import "../../../shared/ui/select-styles";
import { Select, Stack, TextInput } from "@mantine/core";
import { CategoryCreateBody, CategoryKind, type CategoryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { LtrInput } from "../../../shared/ui/ltr-input";

export interface CategoryFormProps {
  /** The category being renamed; absent when adding. */
  data?: CategoryDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the buttons. */
  errors: unknown;
  onSubmit: (body: CategoryCreateBody) => void;
  onCancel: () => void;
  /** Where a new category's kind starts: the kind the list is filtered by, if any. */
  defaultKind?: CategoryKind;
}

const valuesOf = (category: CategoryDto | undefined, defaultKind: CategoryKind) => ({
  name_english: category?.name_english ?? "",
  name_arabic: category?.name_arabic ?? "",
  kind: category?.kind ?? defaultKind,
});

/**
 * Add and rename share this form. The kind is chosen once, when adding: services or products
 * already sit in a category, so renaming keeps it (the server ignores a kind sent with a rename).
 */
export function CategoryForm({
  data,
  pending,
  errors,
  onSubmit,
  onCancel,
  defaultKind = "services",
}: CategoryFormProps) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(CategoryCreateBody, valuesOf(data, defaultKind), errors);

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <LtrInput label={t("shop.category.fields.name_english")} data-autofocus autoFocus {...field("name_english")} />
        <TextInput label={t("shop.category.fields.name_arabic")} dir="rtl" lang="ar" {...field("name_arabic")} />
        {data ? null : (
          <Select
            label={t("shop.category.fields.kind")}
            data={CategoryKind.options.map((kind) => ({ value: kind, label: t(`shop.category.kinds.${kind}`) }))}
            allowDeselect={false}
            {...field("kind")}
          />
        )}
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={data ? t("actions.save_changes") : t("shop.category.add")}
        />
      </Stack>
    </form>
  );
}
