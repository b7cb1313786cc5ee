import { type TeamMemberDto, isInvitationDue } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/ui/notify";
import { memberName } from "./team-hooks";

/** The toast after a save, which also says when the save mailed an invitation (the API's own rule). */
export function useSaveToast() {
  const { t, i18n } = useTranslation();
  return (before: TeamMemberDto | null, saved: TeamMemberDto) => {
    const name = memberName(saved, i18n.language);
    notify.success(before ? t("shop.team.toast.updated", { name }) : t("shop.team.toast.created", { name }));
    if (saved.email && isInvitationDue(before, saved, saved.has_password)) {
      notify.info(t("shop.team.toast.invitation_sent", { email: saved.email }));
    }
  };
}
