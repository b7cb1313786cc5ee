import type { ClientDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useClientRemove } from "./client-hooks";

/**
 * Asks in a modal naming the client, then deletes; the toast says whether the client was erased or,
 * having job cards or invoices, archived. `onDone` runs after either (the detail page leaves).
 */
export function useDeleteClient(onDone?: () => void) {
  const { t } = useTranslation();
  const remove = useClientRemove();
  const confirmDelete = useConfirmDelete(remove);
  return (client: Pick<ClientDto, "_id" | "name">) => {
    const { name } = client;
    confirmDelete(client._id, {
      title: t("shop.client.delete.title"),
      confirm: t("shop.client.delete.confirm", { name }),
      done: (result) => {
        onDone?.();
        return result.archived ? t("shop.client.toast.archived", { name }) : t("shop.client.toast.deleted", { name });
      },
    });
  };
}
