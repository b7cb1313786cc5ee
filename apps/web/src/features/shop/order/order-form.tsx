import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/SimpleGrid.css";
import "../../../shared/ui/select-styles";
import { Button, Grid, Group, Input, Paper, Select, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { OrderCreateBody, type OrderKind, toMajor } from "@pitlane/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { refusalText } from "../../../shared/forms/messages";
import { refusalOnField } from "../../../shared/forms/refusal-on-field";
import { LazyDateField } from "../../../shared/forms/lazy-date-fields";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { ClockTimeInput } from "../../../shared/clock/clock-time-input";
import { useSession } from "../../../shared/session/session-store";
import { FormError } from "../../../shared/ui/form-error";
import { ListError } from "../../../shared/ui/list-error";
import { SectionCard } from "../../../shared/ui/section-card";
import { useBranchOptions } from "../branch/use-branch-options";
import { ClientPicker } from "../client/client-picker";
import { useBranchPackages } from "../job-card/job-card-choices";
import { TotalsList } from "../job-card/totals-list";
import { ChoicesGate } from "../package/choices-gate";
import { useBranchVariants } from "../package/package-hooks";
import { useConfirmBranchChange } from "../package/use-confirm-branch-change";
import { orderEstimate } from "./order-estimate";
import { OrderPackagesField } from "./order-packages-field";
import { type OrderProductValues, OrderProductsField } from "./order-products-field";

export interface OrderFormProps {
  kind: OrderKind;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: OrderCreateBody) => void;
  onCancel: () => void;
}

const valuesOf = (kind: OrderKind) => ({
  kind,
  client_id: "",
  branch_id: "",
  products: [] as OrderProductValues[],
  package_ids: [] as string[],
  delivery_address: "",
  pickup_date: null as string | null,
  pickup_time: null as string | null,
  notes: "",
});

/** A refusal the API gives without a field, placed where the user will look for it. */
const placedErrors = (errors: unknown): unknown => refusalOnField(errors, "package_has_services", "package_ids");

/**
 * A delivery or pickup order (its kind from the page's URL): the client, the branch, products and
 * packages of that branch, where it goes or when it is collected, with the live totals the
 * invoice will carry.
 */
export function OrderForm({ kind, pending, errors, onSubmit, onCancel }: OrderFormProps) {
  const { t } = useTranslation();
  const { shop } = useSession();
  const serverErrors = useMemo(() => placedErrors(errors), [errors]);
  const { form, field, formProps, formError } = useSchemaForm(OrderCreateBody, valuesOf(kind), serverErrors);
  const { values } = form;
  const branches = useBranchOptions({ isActiveOnly: true });
  const variants = useBranchVariants(values.branch_id);
  const packages = useBranchPackages(values.branch_id || null);
  const catalog = { variants: variants.data ?? [], packages: packages.data ?? [] };
  const estimate = orderEstimate(values, catalog, shop.vat_rate);
  const confirmBranchChange = useConfirmBranchChange(t("shop.order.form.change_branch"));

  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === "string" ? refusalText(t, error) : undefined;
  };

  function handleBranch(branchId: string | null) {
    if (!branchId || branchId === values.branch_id) return;
    form.clearFieldError("branch_id");
    const change = () => form.setValues({ branch_id: branchId, products: [], package_ids: [] });
    if (values.products.length > 0 || values.package_ids.length > 0) confirmBranchChange(change);
    else change();
  }

  const gate = (choices: typeof variants | typeof packages, loadingText: string) => ({
    branchId: values.branch_id,
    choices,
    chooseBranchText: t("shop.order.form.choose_branch_first"),
    loadingText,
  });

  return (
    <form {...formProps(onSubmit)} aria-label={t(`shop.order.title_add.${kind}`)}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ClientPicker
                  label={t("shop.order.fields.client")}
                  value={values.client_id || null}
                  error={field("client_id").error}
                  onChange={(id) => form.setFieldValue("client_id", id ?? "")}
                />
                <Select
                  label={t("shop.order.fields.branch")}
                  placeholder={t("shop.order.fields.branch_placeholder")}
                  data={branches.options}
                  {...field("branch_id")}
                  value={values.branch_id || null}
                  onChange={handleBranch}
                  searchable
                  allowDeselect={false}
                  nothingFoundMessage={t("fields.nothing_found")}
                  withAsterisk
                />
                {kind === "delivery" ? (
                  <Textarea
                    label={t("shop.order.fields.delivery_address")}
                    withAsterisk
                    dir="auto"
                    autosize
                    minRows={2}
                    {...field("delivery_address")}
                  />
                ) : (
                  <Group grow align="flex-start">
                    <LazyDateField
                      label={t("shop.order.fields.pickup_date")}
                      withAsterisk
                      {...field("pickup_date")}
                      value={values.pickup_date}
                      onChange={(date) => form.setFieldValue("pickup_date", date)}
                    />
                    <ClockTimeInput
                      label={t("shop.order.fields.pickup_time")}
                      withAsterisk
                      {...field("pickup_time")}
                      value={values.pickup_time ?? ""}
                      onChange={(event) => form.setFieldValue("pickup_time", event.currentTarget.value || null)}
                    />
                  </Group>
                )}
                <Textarea label={t("shop.order.fields.notes")} dir="auto" autosize minRows={2} {...field("notes")} />
              </SimpleGrid>
              {branches.error !== null && <ListError error={branches.error} onRetry={branches.retry} />}
            </Paper>
            <SectionCard title={t("shop.order.sections.products")}>
              <ChoicesGate {...gate(variants, t("shop.order.form.loading_products"))}>
                <OrderProductsField
                  offered={catalog.variants}
                  products={values.products}
                  errorOf={errorOf}
                  onChange={(products) => {
                    form.setFieldValue("products", products);
                    form.clearFieldError("products");
                  }}
                />
              </ChoicesGate>
              {/* Under the gate, not in it: before a branch is chosen there is no picker to carry it. */}
              {errorOf("products") && <Input.Error mt="xs">{errorOf("products")}</Input.Error>}
            </SectionCard>
            <SectionCard title={t("shop.order.sections.packages")}>
              <ChoicesGate {...gate(packages, t("shop.order.form.loading_packages"))}>
                <OrderPackagesField
                  offered={catalog.packages}
                  packageIds={values.package_ids}
                  error={errorOf("package_ids")}
                  onChange={(ids) => {
                    form.setFieldValue("package_ids", ids);
                    form.clearFieldError("package_ids");
                    form.clearFieldError("products");
                  }}
                />
              </ChoicesGate>
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SectionCard title={t("shop.order.sections.totals")} isSticky>
            <TotalsList
              totals={{
                subtotal: toMajor(estimate.subtotalMinor),
                discount: toMajor(estimate.discountMinor),
                vat: toMajor(estimate.vatMinor),
                total: toMajor(estimate.totalMinor),
              }}
            />
            <Text size="xs" c="dimmed">
              {t("shop.order.form.totals_hint")}
            </Text>
            <FormError failure={formError} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                {t("actions.cancel")}
              </Button>
              <Button type="submit" loading={pending}>
                {t("shop.order.form.submit")}
              </Button>
            </Group>
          </SectionCard>
        </Grid.Col>
      </Grid>
    </form>
  );
}
