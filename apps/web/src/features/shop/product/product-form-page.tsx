import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Badge.css";
import { Alert, Badge, Button, Group, Paper, Stack, Tabs } from "@mantine/core";
import { ProductCreateBody, type ProductDto } from "@pitlane/domain";
import { type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { ProductBasicTab } from "./product-basic-tab";
import type { ProductForm } from "./product-form";
import {
  PRODUCT_TABS,
  type ProductTab,
  errorCountsByTab,
  productValuesOf,
  tabOfProductError,
} from "./product-form-values";
import { ProductCommissionTab, ProductLocationsTab, ProductSettingsTab } from "./product-option-tabs";
import { SaveFirstNote } from "./save-first-note";
import { useRevealErrors } from "./use-reveal-errors";

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
  const counts = errorCountsByTab(form.errors);
  const armReveal = useRevealErrors(form.errors, errors, tab, tabOfProductError, onTabChange, (path) =>
    form.getInputNode(path)?.focus(),
  );
  const submitProps = formProps(onSubmit);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    armReveal();
    submitProps.onSubmit(event);
  };

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={data ? t("shop.product.title_edit") : t("shop.product.title_add")} />
      {isReadOnly && (
        <Alert color="yellow" variant="light">
          {t("shop.product.read_only")}
        </Alert>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Tabs
          value={tab}
          onChange={(value) => onTabChange(PRODUCT_TABS.find((n) => n === value) ?? "basic")}
          keepMounted
        >
          <Tabs.List aria-label={t("shop.product.tabs.label")}>
            {PRODUCT_TABS.map((name) => {
              const count = counts[name] ?? 0;
              return (
                <Tabs.Tab
                  key={name}
                  value={name}
                  c={count ? "red" : undefined}
                  rightSection={
                    count ? (
                      <Badge color="red" size="xs" circle aria-label={t("shop.product.tabs.errors", { count })}>
                        {count}
                      </Badge>
                    ) : null
                  }
                >
                  {t(`shop.product.tabs.${name}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          <form {...submitProps} onSubmit={handleSubmit}>
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
                <FormError failure={formError} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onCancel}>
                    {isReadOnly ? t("shop.product.back_to_list") : t("actions.cancel")}
                  </Button>
                  {!isReadOnly && (
                    <Button type="submit" loading={pending}>
                      {data ? t("actions.save_changes") : t("shop.product.add")}
                    </Button>
                  )}
                </Group>
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
