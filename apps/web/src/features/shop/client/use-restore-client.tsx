import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ClientDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { useClientRestore } from "./client-hooks";

/**
 * Asks in a modal (naming the client when its name is known), then restores it with its vehicles,
 * job cards and invoices and says so; `onDone` gets the client back in use (the add form opens it).
 */
export function useRestoreClient(onDone?: (client: ClientDto) => void) {
  const { t } = useTranslation();
  const restore = useClientRestore();
  return (client: { _id: string; name?: string }) =>
    modals.openConfirmModal({
      title: t("shop.client.restore.title"),
      centered: true,
      children: (
        <Text size="sm">
          {client.name
            ? t("shop.client.restore.confirm", { name: client.name })
            : t("shop.client.restore.confirm_by_identity")}
        </Text>
      ),
      labels: { confirm: t("shop.client.restore.action"), cancel: t("actions.cancel") },
      onConfirm: () =>
        restore.mutate(client._id, {
          onSuccess: (restored) => {
            notify.success(t("shop.client.toast.restored", { name: restored.name }));
            onDone?.(restored);
          },
          onError: (error) => notify.error(failureText(t, toFailure(error))),
        }),
    });
}
