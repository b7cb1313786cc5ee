import type { ResourceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useResourceRemove } from "./resource-hooks";

/** Asks in a modal naming the resource (services needing it stop needing it), then deletes it. */
export function useDeleteResource() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(useResourceRemove());
  return (resource: ResourceDto) =>
    confirmDelete(resource._id, {
      title: t("shop.resource.delete.title"),
      confirm: t("shop.resource.delete.confirm", { name: resource.name }),
      done: t("shop.resource.toast.deleted", { name: resource.name }),
    });
}
