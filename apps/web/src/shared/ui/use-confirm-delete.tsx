import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toFailure } from "../api/api-error";
import { failureText } from "../forms/messages";
import { notify } from "./notify";

interface Texts {
  title: string;
  confirm: string;
  done: string;
}

/**
 * Asks in a modal naming the record (Escape or Cancel keeps it), then deletes and says so; a
 * refusal (a category still in use: 409) shows the server's reason.
 */
export function useConfirmDelete(remove: UseMutationResult<unknown, Error, string>) {
  const { t } = useTranslation();
  return (id: string, texts: Texts) =>
    modals.openConfirmModal({
      title: texts.title,
      centered: true,
      children: <Text size="sm">{texts.confirm}</Text>,
      labels: { confirm: t("actions.delete"), cancel: t("actions.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => notify.success(texts.done),
          onError: (error) => notify.error(failureText(t, toFailure(error))),
        }),
    });
}
