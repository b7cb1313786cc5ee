import { Select, Stack, TextInput } from "@mantine/core";
import { StockTransferBody } from "@pitlane/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { refusalOnField } from "../../../shared/forms/refusal-on-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import type { StockRow } from "./stock-hooks";
import { stockBranchName } from "./stock-names";
import { transferAfter } from "./stock-preview";
import { StockAfterLine, type StockFormSlot } from "./stock-row-dialog";

/**
 * `errors`, the refused call: too little stock lands on the units, a branch refused (the same one,
 * one that does not sell the product) on the branch, anything else above the buttons.
 */
export interface StockTransferFormProps extends StockFormSlot<StockTransferBody> {
  /** The row the units leave. */
  row: StockRow;
  /** The same variant at the other branches that sell it: where the units may go (one or more). */
  targets: StockRow[];
}

const valuesOf = (row: StockRow, targets: StockRow[]) => ({
  variant_id: row.variant_id,
  from_branch_id: row.branch_id,
  // The only other branch is chosen already.
  to_branch_id: targets.length === 1 ? (targets[0]?.branch_id ?? null) : null,
  quantity: "" as number | string,
  note: "",
});

/** The branch the units go to, the units and a note, with what both branches will hold. */
export function StockTransferForm({ row, targets, pending, errors, onSubmit, onCancel }: StockTransferFormProps) {
  const { t, i18n } = useTranslation();
  // "Not enough stock" names no field; it is about the units asked for.
  const serverErrors = useMemo(() => refusalOnField(errors, "stock_short", "quantity"), [errors]);
  const { form, field, formProps, formError } = useSchemaForm(StockTransferBody, valuesOf(row, targets), serverErrors);
  const { to_branch_id: toBranchId, quantity } = form.values;
  const target = targets.find((other) => other.branch_id === toBranchId) ?? null;
  const after = transferAfter(row.quantity, target?.quantity ?? null, quantity);
  const leavingBranch = stockBranchName(row, i18n.language);

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <Select
          label={t("shop.stock.transfer.to_branch")}
          placeholder={t("shop.stock.transfer.to_branch_placeholder")}
          withAsterisk
          data={targets.map((other) => ({ value: other.branch_id, label: stockBranchName(other, i18n.language) }))}
          {...field("to_branch_id")}
        />
        <NumberField
          kind="whole"
          label={t("shop.stock.transfer.units")}
          withAsterisk
          data-autofocus
          {...field("quantity")}
        />
        <StockAfterLine
          text={
            target
              ? t("shop.stock.transfer.after", {
                  leaving_branch: leavingBranch,
                  leaving: row.quantity,
                  leaving_after: after.leaving ?? "…",
                  receiving_branch: stockBranchName(target, i18n.language),
                  receiving: target.quantity,
                  receiving_after: after.receiving ?? "…",
                })
              : t("shop.stock.transfer.after_leaving", {
                  branch: leavingBranch,
                  from: row.quantity,
                  to: after.leaving ?? "…",
                })
          }
          isBelowZero={after.leaving !== null && after.leaving < 0}
        />
        {/* One line, not a text area: Enter sends the form from any field. */}
        <TextInput label={t("shop.stock.transfer.note")} dir="auto" {...field("note")} />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={t("shop.stock.transfer.submit")}
        />
      </Stack>
    </form>
  );
}
