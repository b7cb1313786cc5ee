import { Modal, Stack, Text } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/ui/notify";
import type { StockRow } from "./stock-hooks";
import { stockBranchName, variantLabel } from "./stock-names";

/** What a stock dialog hands its form: the call's state, and sending or leaving it. */
export interface StockFormSlot<Body> {
  pending: boolean;
  /** The refused call, for the form to place on its fields. */
  errors: unknown;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}

interface Props<Body, Done> {
  /** The row the change starts from; null while closed. */
  row: StockRow | null;
  title: string;
  /** The change the form sends (useStockAdjust, useStockTransfer). */
  change: UseMutationResult<Done, unknown, Body>;
  /** The toast once the change is made, from what the server answered. */
  doneText: (row: StockRow, done: Done) => string;
  onClose: () => void;
  children: (row: StockRow, form: StockFormSlot<Body>) => ReactNode;
}

/**
 * The frame of a change of one row's stock (an adjustment, a transfer): the variant, its branch and
 * its units above the form; on success a toast, the dialog closes (the change reloads the list).
 */
export function StockRowDialog<Body, Done>({ row, title, change, doneText, onClose, children }: Props<Body, Done>) {
  const { t, i18n } = useTranslation();

  function handleClose() {
    // A refusal shown last time is gone when the dialog opens again.
    change.reset();
    onClose();
  }

  function handleSubmit(current: StockRow, body: Body) {
    change.mutate(body, {
      onSuccess: (done) => {
        notify.success(doneText(current, done));
        handleClose();
      },
    });
  }

  return (
    <Modal opened={row !== null} onClose={handleClose} title={title} centered>
      {row && (
        <Stack>
          <Text size="sm">
            {t("shop.stock.subject", {
              name: variantLabel(row),
              branch: stockBranchName(row, i18n.language),
              quantity: row.quantity,
            })}
          </Text>
          {/* Keyed by the row, so another row's form starts from its own values. */}
          <Fragment key={row._id}>
            {children(row, {
              pending: change.isPending,
              errors: change.error,
              onSubmit: (body) => handleSubmit(row, body),
              onCancel: handleClose,
            })}
          </Fragment>
        </Stack>
      )}
    </Modal>
  );
}

/** The stock a form will leave ("Stock after: 10 → 8"), red below zero: the server refuses that. */
export function StockAfterLine({ text, isBelowZero }: { text: string; isBelowZero: boolean }) {
  return (
    <Text size="sm" fw={500} c={isBelowZero ? "red" : undefined} aria-live="polite">
      {text}
    </Text>
  );
}
