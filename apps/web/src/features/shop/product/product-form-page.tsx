import "@mantine/core/styles/Tabs.css";
import { Alert, Paper, Stack, Tabs } from "@mantine/core";
import { ProductCreateBody, type ProductDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRevealErrors } from "../../../shared/forms/use-reveal-errors";
import { asTab } from "../../../shared/forms/use-tab-param";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { FormTabsList } from "../../../shared/ui/form-tabs-list";
import { PageHeader } from "../../../shared/ui/page-header";
import { ProductBasicTab } from "./product-basic-tab";
import type { ProductForm } from "./product-form";
import { PRODUCT_TABS, type ProductTab, errorCountsByTab, productValuesOf, tabOfError } from "./product-form-values";
import { ProductCommissionTab, ProductLocationsTab, ProductSettingsTab } from "./product-option-tabs";
import { SaveFirstNote } from "./save-first-note";

export interface ProductFormPageProps {
  /** The product being edited; absent when adding. */
  data?: ProductDto;
  /** The variants tab's content; absent until the product is saved. */
  variants?: ReactNode;
  /** The user may see the product but not change it (no products.edit). */
  isReadOnly?: boolean;
  tab: ProductTab;
  onTabChange: (tab: ProductTab) => void;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields (and tabs), the rest above the button. */
  errors: unknown;
  onSubmit: (body: ProductCreateBody) => void;
  onCancel: () => void;
}

type FormTab = Exclude<ProductTab, "variant">;
const panels: Record<FormTab, (props: { form: ProductForm }) => ReactNode> = {
  basic: ProductBasicTab,
  locations: ProductLocationsTab,
  commission: ProductCommissionTab,
  settings: ProductSettingsTab,
};
const FORM_TABS = PRODUCT_TABS.filter((tab): tab is FormTab => tab !== "variant");

/**
 * Add and edit share this page: the spec's five tabs. Basic, locations, commission and settings are
 * one form with one submit; the variants tab manages the saved product's variants on its own
 * (outside the form, so its dialog's form never submits this one).
 */
export function ProductFormPage(props: ProductFormPageProps) {
  const { data, variants, isReadOnly = false, tab, onTabChange, pending, errors, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const schemaForm = useSchemaForm(ProductCreateBody, productValuesOf(data), errors);
  const { form, formProps, formError } = schemaForm;
  const revealErrors = useRevealErrors({
    form,
    serverError: errors,
    tab,
    setTab: onTabChange,
    tabOf: tabOfError,
  });

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={data ? t("shop.product.title_edit") : t("shop.product.title_add")} />
      {isReadOnly && (
        <Alert color="yellow" variant="light">
          {t("shop.product.read_only")}
        </Alert>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Tabs value={tab} onChange={(value) => onTabChange(asTab(PRODUCT_TABS, value))} keepMounted>
          <FormTabsList
            tabs={PRODUCT_TABS}
            label={t("shop.product.tabs.label")}
            labelOf={(name) => t(`shop.product.tabs.${name}`)}
            errorCounts={errorCountsByTab(form.errors)}
            errorLabel={(count) => t("shop.product.tabs.errors", { count })}
          />
          <form {...revealErrors(formProps(onSubmit))}>
            {/* A disabled fieldset makes every input of the form read-only at once. */}
            <fieldset disabled={isReadOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              {FORM_TABS.map((name) => {
                const Panel = panels[name];
                return (
                  <Tabs.Panel key={name} value={name} pt="lg">
                    <Panel form={schemaForm} />
                  </Tabs.Panel>
                );
              })}
            </fieldset>
            {tab !== "variant" && (
              <Stack gap="lg" mt="lg">
                <FormActions
                  failure={formError}
                  pending={pending}
                  onCancel={onCancel}
                  submitLabel={data ? t("actions.save_changes") : t("shop.product.add")}
                  cancelLabel={isReadOnly ? t("shop.product.back_to_list") : t("actions.cancel")}
                  canSubmit={!isReadOnly}
                />
              </Stack>
            )}
          </form>
          <Tabs.Panel value="variant" pt="lg">
            {variants ?? <SaveFirstNote onGoToBasic={() => onTabChange("basic")} />}
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
