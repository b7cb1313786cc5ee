import "@mantine/core/styles/SimpleGrid.css";
import "../../../shared/ui/select-styles";
import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { StockOrderCreateBody, type StockOrderDto } from "@pitlane/domain";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { refusalText } from "../../../shared/forms/messages";
import { refusalOnField } from "../../../shared/forms/refusal-on-field";
import { LazyDateField } from "../../../shared/forms/lazy-date-fields";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { ListError } from "../../../shared/ui/list-error";
import { SectionCard } from "../../../shared/ui/section-card";
import { useSession } from "../../../shared/session/session-store";
import { useBranchOptions } from "../branch/use-branch-options";
import { useConfirmBranchChange } from "../package/use-confirm-branch-change";
import { SupplierSelect } from "../supplier/supplier-select";
import { hasReceipts, lineValuesOf, type OrderLineValues, withLine, withLineChange, withoutLine } from "./order-lines";
import { OrderLinesEditor } from "./order-lines-editor";

/** Which button sent the form: kept as a draft, or placed with the supplier. */
export type OrderIntent = "draft" | "ordered";

export interface StockOrderFormProps {
  /** The order being edited; absent when adding. */
  data?: StockOrderDto;
  /** The supplier an order added from a supplier's page starts with. */
  supplierId?: string;
  /** Nothing may change: a received or cancelled order, or a role that may only look. */
  isReadOnly?: boolean;
  /** Whether "Place order" is offered: a new order, or a draft. */
  canPlace: boolean;
  /** The button whose call is under way. */
  pending: OrderIntent | null;
  /** The failed call, if any: field messages land on their fields, the rest above the buttons. */
  errors: unknown;
  onSubmit: (body: StockOrderCreateBody, intent: OrderIntent) => void;
  onCancel: () => void;
}

const valuesOf = (order: StockOrderDto | undefined, supplierId: string | undefined) => ({
  supplier_id: order?.supplier_id ?? supplierId ?? "",
  branch_id: order?.branch_id ?? "",
  expected_on: order?.expected_on ?? null,
  notes: order?.notes ?? "",
  products: order ? lineValuesOf(order.lines) : ([] as OrderLineValues[]),
  status: "draft" as OrderIntent,
});

/** Refusals the API gives without a field, placed where the user will look for them. */
function placedErrors(errors: unknown): unknown {
  const onLines = ["product_not_counted", "stock_order_line_received", "stock_order_line_unknown"] as const;
  const placed = onLines.reduce((error, code) => refusalOnField(error, code, "products"), errors);
  return refusalOnField(placed, "supplier_inactive", "supplier_id");
}

/**
 * A stock order's supplier, branch, expected date, notes and lines, with the order's total. Add
 * and edit share it; each has its own URL (stock-order-add-route, stock-order-edit-route).
 */
export function StockOrderForm(props: StockOrderFormProps) {
  const { data, supplierId, isReadOnly = false, canPlace, pending, errors, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const { shop } = useSession();
  const serverErrors = useMemo(() => placedErrors(errors), [errors]);
  const { form, field, formProps, formError } = useSchemaForm(
    StockOrderCreateBody,
    valuesOf(data, supplierId),
    serverErrors,
  );
  const { values } = form;
  const intent = useRef<OrderIntent>("draft");
  const branches = useBranchOptions({ isActiveOnly: true, current: data });
  const confirmBranchChange = useConfirmBranchChange(t("shop.stock_order.form.change_branch"));
  // Once goods came in, they came from this supplier into this branch.
  const isPlaceFixed = isReadOnly || hasReceipts(values.products);

  const setLines = (next: (lines: OrderLineValues[]) => OrderLineValues[]) => {
    form.setFieldValue("products", next(form.getValues().products));
    form.clearFieldError("products");
  };
  const errorOf = (path: string) => {
    const error = form.errors[path];
    if (typeof error !== "string") return undefined;
    // "products: is required" means no line at all: say it in the form's words.
    if (path === "products" && error === "required") return t("shop.stock_order.form.no_lines_error");
    return refusalText(t, error);
  };

  function handleBranch(branchId: string | null) {
    if (!branchId || branchId === values.branch_id) return;
    form.clearFieldError("branch_id");
    const change = () => form.setValues({ branch_id: branchId, products: [] });
    if (values.products.length > 0) confirmBranchChange(change);
    else change();
  }

  const submitButton = (which: OrderIntent, label: string, variant: string) => (
    <Button
      type="submit"
      variant={variant}
      loading={pending === which}
      disabled={pending !== null && pending !== which}
      onClick={() => {
        intent.current = which;
      }}
    >
      {label}
    </Button>
  );

  return (
    <form {...formProps((body) => onSubmit({ ...body, status: intent.current }, intent.current))}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SupplierSelect
              label={t("shop.stock_order.fields.supplier")}
              placeholder={t("shop.stock_order.fields.supplier_placeholder")}
              withAsterisk
              isActiveOnly
              allowDeselect={false}
              current={data && { value: data.supplier_id, label: data.supplier_name }}
              value={values.supplier_id || null}
              onChange={(id) => form.setFieldValue("supplier_id", id ?? "")}
              error={field("supplier_id").error}
              disabled={isPlaceFixed}
            />
            <Select
              label={t("shop.stock_order.fields.branch")}
              placeholder={t("shop.stock_order.fields.branch_placeholder")}
              data={branches.options}
              {...field("branch_id")}
              value={values.branch_id || null}
              onChange={handleBranch}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t("fields.nothing_found")}
              withAsterisk
              disabled={isPlaceFixed}
            />
            <LazyDateField
              label={t("shop.stock_order.fields.expected_on")}
              placeholder={t("shop.stock_order.fields.expected_on_placeholder")}
              clearable
              {...field("expected_on")}
              value={values.expected_on}
              onChange={(date) => form.setFieldValue("expected_on", date)}
              disabled={isReadOnly}
            />
            <Textarea
              label={t("shop.stock_order.fields.notes")}
              dir="auto"
              autosize
              minRows={1}
              {...field("notes")}
              readOnly={isReadOnly}
            />
          </SimpleGrid>
          {branches.error !== null && <ListError error={branches.error} onRetry={branches.retry} />}
        </Paper>
        <SectionCard title={t("shop.stock_order.sections.lines")}>
          <OrderLinesEditor
            branchId={values.branch_id}
            lines={values.products}
            currency={data?.currency ?? shop.currency}
            isReadOnly={isReadOnly}
            errorOf={errorOf}
            onAdd={(line) => setLines((lines) => withLine(lines, line))}
            onChange={(id, change) => setLines((lines) => withLineChange(lines, id, change))}
            onRemove={(id) => setLines((lines) => withoutLine(lines, id))}
          />
        </SectionCard>
        <FormError failure={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {isReadOnly ? t("shop.stock_order.back_to_list") : t("actions.cancel")}
          </Button>
          {!isReadOnly &&
            submitButton(
              "draft",
              data ? t("actions.save_changes") : t("shop.stock_order.form.save_draft"),
              canPlace ? "default" : "filled",
            )}
          {!isReadOnly && canPlace && submitButton("ordered", t("shop.stock_order.form.place_order"), "filled")}
        </Group>
      </Stack>
    </form>
  );
}
