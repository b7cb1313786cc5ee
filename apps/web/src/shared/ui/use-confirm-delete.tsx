import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toFailure } from "../api/api-error";
import { failureText } from "../forms/messages";
import { notify } from "./notify";

interface Texts<R> {
  title: string;
  confirm: string;
  /** What the toast says; from the answer when it tells what happened (a client archived, not erased). */
  done: string | ((result: R) => string);
}

/**
 * Asks in a modal naming the record (Escape or Cancel keeps it), then deletes and says so; a
 * refusal (a category still in use: 409) shows the server's reason.
 */
export function useConfirmDelete<R>(remove: UseMutationResult<R, Error, string>) {
  const { t } = useTranslation();
  return (id: string, texts: Texts<R>) =>
    modals.openConfirmModal({
      title: texts.title,
      centered: true,
      children: <Text size="sm">{texts.confirm}</Text>,
      labels: { confirm: t("actions.delete"), cancel: t("actions.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: (result) => notify.success(typeof texts.done === "string" ? texts.done : texts.done(result)),
          onError: (error) => notify.error(failureText(t, toFailure(error))),
        }),
    });
}
