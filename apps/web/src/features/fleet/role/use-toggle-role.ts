import type { FleetRoleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { useFleetRoleStatus } from "./role-hooks";

/** The list's active switch (update-status); `pendingId` is the role whose switch waits for the answer. */
export function useToggleFleetRole() {
  const { t } = useTranslation();
  const status = useFleetRoleStatus();
  const toggle = (role: FleetRoleDto, active: boolean) =>
    status.mutate(
      { id: role._id, active },
      {
        onSuccess: () =>
          notify.success(
            t(active ? "fleet.org.role.toast.activated" : "fleet.org.role.toast.deactivated", { name: role.name }),
          ),
        onError: (error) => notify.error(failureText(t, toFailure(error))),
      },
    );
  return { toggle, pendingId: status.isPending ? status.variables.id : undefined };
}
