import type { RoleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { useRoleSave } from "./role-hooks";

/**
 * The list's active switch: the same merchant-role-post as adding, with the id and `active` only
 * (spec 000 section 4). `pendingId` is the role whose switch waits for the answer.
 */
export function useToggleRole() {
  const { t } = useTranslation();
  const save = useRoleSave();
  const toggle = (role: RoleDto, active: boolean) =>
    save.mutate(
      { id: role._id, active },
      {
        onSuccess: () =>
          notify.success(t(active ? "shop.role.toast.activated" : "shop.role.toast.deactivated", { name: role.name })),
        onError: (error) => notify.error(failureText(t, toFailure(error))),
      },
    );
  return { toggle, pendingId: save.isPending ? save.variables.id : undefined };
}
