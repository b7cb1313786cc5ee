import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "../../../shared/ui/select-styles";
import { Alert, Button, Grid, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { PackageSaveBody, toMajor, type PackageDto } from "@pitlane/domain";
import { IconAlertCircle } from "@tabler/icons-react";
import { type ReactNode, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { refusalText } from "../../../shared/forms/messages";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { SectionCard as Section } from "../../../shared/ui/section-card";
import * as builder from "./builder-state";
import { useBranchServices, useBranchVariants } from "./package-hooks";
import { PACKAGE_LIST_PATH } from "./package-paths";
import { PackageProductLines } from "./package-product-lines";
import { PackageServiceLines } from "./package-service-lines";
import { PackageSummary } from "./package-summary";
import { useBranchOptions } from "../branch/use-branch-options";
import { useConfirmBranchChange } from "./use-confirm-branch-change";

export interface PackageBuilderPageProps {
  /** The package being edited; absent when adding. */
  data?: PackageDto;
  pending: boolean;
  /** The failed save, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  /** Shown above the builder (the package just added, with a way to the list). */
  notice?: ReactNode;
  onSubmit: (body: PackageSaveBody) => void;
  onCancel: () => void;
}

/** Spec 000's package builder: a branch first, then its services and products, the totals updating as you choose. */
export function PackageBuilderPage({ data, pending, errors, notice, onSubmit, onCancel }: PackageBuilderPageProps) {
  const { t } = useTranslation();
  const ids = { details: useId(), services: useId(), products: useId(), summary: useId() };
  const { form, field, formProps, formError } = useSchemaForm(PackageSaveBody, builder.builderValuesOf(data), errors);
  const { values } = form;
  const branches = useBranchOptions({ isActiveOnly: true, current: data });
  const services = useBranchServices(values.branch_id);
  const variants = useBranchVariants(values.branch_id);
  const confirmBranchChange = useConfirmBranchChange();
  const prices = useMemo(
    () => builder.linePricesOf(services.data, variants.data, data),
    [services.data, variants.data, data],
  );
  const totals = builder.builderTotals(values, prices);

  const change = (next: (v: builder.BuilderValues) => builder.BuilderValues) => {
    form.setValues(next(form.getValues()));
    form.clearFieldError("services_id");
    form.clearFieldError("products");
  };
  const errorOf = (path: string) => {
    const error = form.errors[path];
    if (typeof error !== "string") return undefined;
    // The schema's "services_id: is required" means no line at all: say it in the builder's words.
    if (path === "services_id" && error === "required") return t("shop.package.errors.no_lines");
    return refusalText(t, error);
  };
  // Repeated beside the save button: the lines' own message may be out of view.
  const linesError = errorOf("services_id") ?? errorOf("products");

  function handleBranch(branchId: string | null) {
    if (!branchId || branchId === values.branch_id) return;
    form.clearFieldError("branch_id");
    if (builder.hasChoices(values)) confirmBranchChange(() => change((v) => builder.withBranch(v, branchId)));
    else change((v) => builder.withBranch(v, branchId));
  }

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={data ? t("shop.package.title_edit") : t("shop.package.title_add")}
        actions={
          <Button component={Link} to={PACKAGE_LIST_PATH} variant="default">
            {t("shop.package.back_to_list")}
          </Button>
        }
      />
      {notice}
      <form {...formProps(onSubmit)}>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Section id={ids.details} title={t("shop.package.sections.details")}>
                <Select
                  label={t("shop.package.fields.branch")}
                  description={t("shop.package.fields.branch_hint")}
                  placeholder={t("shop.package.fields.branch_placeholder")}
                  data={branches.options}
                  {...field("branch_id")}
                  value={values.branch_id || null}
                  onChange={handleBranch}
                  searchable
                  allowDeselect={false}
                  nothingFoundMessage={t("fields.nothing_found")}
                  withAsterisk
                />
                {branches.error !== null && <ListError error={branches.error} onRetry={branches.retry} />}
                <TextInput label={t("shop.package.fields.name")} dir="auto" withAsterisk {...field("name")} />
                <Textarea label={t("shop.package.fields.description")} dir="auto" rows={3} {...field("description")} />
                <Switch
                  label={t("shop.package.fields.active")}
                  {...form.getInputProps("active", { type: "checkbox" })}
                />
              </Section>
              <Section id={ids.services} title={t("shop.package.sections.services")}>
                <PackageServiceLines
                  branchId={values.branch_id}
                  chosen={values.services_id}
                  choices={services}
                  packageLines={data?.services ?? []}
                  error={errorOf("services_id")}
                  onAdd={(id) => change((v) => builder.withService(v, id))}
                  onRemove={(id) => change((v) => builder.withoutService(v, id))}
                />
              </Section>
              <Section id={ids.products} title={t("shop.package.sections.products")}>
                <PackageProductLines
                  branchId={values.branch_id}
                  chosen={values.products}
                  choices={variants}
                  packageLines={data?.products ?? []}
                  errorOf={errorOf}
                  onAdd={(id) => change((v) => builder.withVariant(v, id))}
                  onQuantity={(id, quantity) => change((v) => builder.withQuantity(v, id, quantity))}
                  onRemove={(id) => change((v) => builder.withoutVariant(v, id))}
                />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Section id={ids.summary} title={t("shop.package.sections.summary")} isSticky>
              <PackageSummary
                totalAmount={toMajor(totals.totalMinor)}
                totalDuration={totals.totalDurationMinutes}
                price={values.price}
                priceError={errorOf("price")}
                onPrice={(price) => form.setFieldValue("price", price)}
              />
              {linesError && (
                <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                  {linesError}
                </Alert>
              )}
              <FormActions
                failure={formError}
                pending={pending}
                onCancel={onCancel}
                submitLabel={data ? t("actions.save_changes") : t("shop.package.add")}
              />
            </Section>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
