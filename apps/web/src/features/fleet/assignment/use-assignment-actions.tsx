import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { AssignmentDto } from "@pitlane/domain";
import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { useAssignmentRemove, useUnassign } from "./assignment-hooks";

interface Texts {
  title: string;
  confirm: string;
  action: string;
  done: string;
  color: string;
}

/**
 * Unassign (a current assignment ends now and stays in the history) and delete (only one that has
 * not started), each asked in a modal naming the vehicle and the employee; Escape or Cancel keeps
 * it, a refusal shows the server's reason. `onDone` follows a success (the details close).
 */
export function useAssignmentActions(onDone?: () => void) {
  const { t } = useTranslation();
  const unassign = useUnassign();
  const remove = useAssignmentRemove();

  function confirm(mutation: UseMutationResult<unknown, Error, string>, a: AssignmentDto, texts: Texts) {
    modals.openConfirmModal({
      title: texts.title,
      centered: true,
      children: <Text size="sm">{texts.confirm}</Text>,
      labels: { confirm: texts.action, cancel: t("actions.cancel") },
      confirmProps: { color: texts.color },
      onConfirm: () =>
        mutation.mutate(a._id, {
          onSuccess: () => {
            notify.success(texts.done);
            onDone?.();
          },
          onError: (error) => notify.error(failureText(t, toFailure(error))),
        }),
    });
  }

  const names = (a: AssignmentDto) => ({ plate: a.plate_no, employee: a.employee_name });

  return {
    confirmUnassign: (a: AssignmentDto) =>
      confirm(unassign, a, {
        title: t("fleet.assignment.unassign.title"),
        confirm: t("fleet.assignment.unassign.confirm", names(a)),
        action: t("fleet.assignment.unassign.action"),
        done: t("fleet.assignment.toast.unassigned", names(a)),
        color: "orange",
      }),
    confirmDelete: (a: AssignmentDto) =>
      confirm(remove, a, {
        title: t("fleet.assignment.delete.title"),
        confirm: t("fleet.assignment.delete.confirm", names(a)),
        action: t("actions.delete"),
        done: t("fleet.assignment.toast.deleted"),
        color: "red",
      }),
  };
}
