import type { TeamMemberDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { memberName, useTeamToggleStatus } from "./team-hooks";

/** Flips a member between active and inactive (an inactive member is signed out) and says which. */
export function useToggleMember() {
  const { t, i18n } = useTranslation();
  const toggle = useTeamToggleStatus();
  return {
    pendingId: toggle.isPending ? toggle.variables : null,
    toggle: (member: TeamMemberDto) =>
      toggle.mutate(member._id, {
        onSuccess: (saved) => {
          const name = memberName(saved, i18n.language);
          notify.success(
            saved.active ? t("shop.team.toast.activated", { name }) : t("shop.team.toast.deactivated", { name }),
          );
        },
        onError: (error) => notify.error(failureText(t, toFailure(error))),
      }),
  };
}
