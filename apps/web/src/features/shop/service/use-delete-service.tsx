import type { ServiceSummaryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useServiceRemove } from "./service-hooks";

/** Asks in a modal naming the service, then deletes it; a refusal (in a package: 409) shows its reason. */
export function useDeleteService() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(useServiceRemove());
  return (service: ServiceSummaryDto) =>
    confirmDelete(service._id, {
      title: t("shop.service.delete.title"),
      confirm: t("shop.service.delete.confirm", { name: service.name }),
      done: t("shop.service.toast.deleted", { name: service.name }),
    });
}
