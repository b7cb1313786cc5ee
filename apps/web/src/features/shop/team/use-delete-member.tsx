import type { TeamMemberDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { memberName, useTeamRemove } from "./team-hooks";

/** Asks in a modal naming the member, then deletes them and says so. */
export function useDeleteMember() {
  const { t, i18n } = useTranslation();
  const confirmDelete = useConfirmDelete(useTeamRemove());
  return (member: TeamMemberDto) => {
    const name = memberName(member, i18n.language);
    confirmDelete(member._id, {
      title: t("shop.team.delete.title"),
      confirm: t("shop.team.delete.confirm", { name }),
      done: t("shop.team.toast.deleted", { name }),
    });
  };
}
