import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Group, Radio, Select, Stack, TextInput } from "@mantine/core";
import { STOCK_ADJUSTMENT_REASONS, StockAdjustBody, type StockAdjustmentReason } from "@pitlane/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { refusalOnField } from "../../../shared/forms/refusal-on-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { isCount, isDirectionAsked, stockAfter } from "./stock-preview";
import type { StockRow } from "./stock-hooks";
import { StockAfterLine, type StockFormSlot } from "./stock-row-dialog";

/** `errors`, the refused call: too little stock lands on the quantity, anything else above the buttons. */
export interface StockAdjustFormProps extends StockFormSlot<StockAdjustBody> {
  row: StockRow;
}

const reasonOf = (value: string | null): StockAdjustmentReason | null =>
  STOCK_ADJUSTMENT_REASONS.find((reason) => reason === value) ?? null;

const valuesOf = (row: StockRow) => ({
  branch_id: row.branch_id,
  variant_id: row.variant_id,
  reason: null as StockAdjustmentReason | null,
  // Left out (not null) for the reasons that know their way: the schema asks it of the others only.
  direction: undefined as "in" | "out" | undefined,
  quantity: "" as number | string,
  note: "",
});

/** Reason, way (for correction and other), units and a note, with the stock it will leave. */
export function StockAdjustForm({ row, pending, errors, onSubmit, onCancel }: StockAdjustFormProps) {
  const { t } = useTranslation();
  // "Not enough stock" names no field; it is about the units asked for.
  const serverErrors = useMemo(() => refusalOnField(errors, "stock_short", "quantity"), [errors]);
  const { form, field, formProps, formError } = useSchemaForm(StockAdjustBody, valuesOf(row), serverErrors);
  const { reason, direction, quantity } = form.values;
  const after = stockAfter(row.quantity, reason, direction, quantity);

  function handleReasonChange(value: string | null) {
    const next = reasonOf(value);
    form.setFieldValue("reason", next);
    if (!isDirectionAsked(next)) form.setFieldValue("direction", undefined);
  }

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <Select
          label={t("shop.stock.adjust.reason")}
          placeholder={t("shop.stock.adjust.reason_placeholder")}
          withAsterisk
          data-autofocus
          data={STOCK_ADJUSTMENT_REASONS.map((value) => ({ value, label: t(`shop.stock.reasons.${value}`) }))}
          {...field("reason")}
          onChange={handleReasonChange}
        />
        {isDirectionAsked(reason) && (
          <Radio.Group
            label={t("shop.stock.adjust.direction")}
            withAsterisk
            {...field("direction")}
            value={direction ?? null}
          >
            <Group mt={6} gap="lg">
              <Radio value="in" label={t("shop.stock.adjust.directions.in")} />
              <Radio value="out" label={t("shop.stock.adjust.directions.out")} />
            </Group>
          </Radio.Group>
        )}
        <NumberField
          kind="whole"
          label={isCount(reason) ? t("shop.stock.adjust.units_counted") : t("shop.stock.adjust.units")}
          withAsterisk
          {...field("quantity")}
        />
        <StockAfterLine
          text={t("shop.stock.adjust.after", { from: row.quantity, to: after ?? "…" })}
          isBelowZero={after !== null && after < 0}
        />
        {/* One line, not a text area: Enter sends the form from any field. */}
        <TextInput label={t("shop.stock.adjust.note")} dir="auto" {...field("note")} />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={t("shop.stock.adjust.submit")}
        />
      </Stack>
    </form>
  );
}
