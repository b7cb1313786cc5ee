import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import type { AssignmentDto, AssignmentSaveBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { FormDialogModal } from "../../../shared/ui/form-dialog-modal";
import { notify } from "../../../shared/ui/notify";
import { AssignmentFormBody } from "./assignment-form";
import { useAssignment, useAssignmentCreate, useAssignmentUpdate } from "./assignment-hooks";
import type { AssignmentDialog as Dialog } from "./use-assignment-dialogs";

interface Props {
  dialog: Dialog;
  onClose: () => void;
}

/** The assign and update forms in a modal; a refusal of the server shows in the form. */
export function AssignmentDialog({ dialog, onClose }: Props) {
  const { t } = useTranslation();
  const slot = dialog?.mode === "add" ? dialog.slot : null;
  return (
    <FormDialogModal
      dialog={dialog?.mode === "details" ? null : dialog}
      onClose={onClose}
      titles={{ add: t("fleet.assignment.title_add"), edit: t("fleet.assignment.title_edit") }}
      permissions={{ add: "assignments.add", edit: "assignments.edit" }}
      useDetail={useAssignment}
      notFoundText={t("refusals.assignment_not_found")}
      renderAdd={() => <AddAssignment slot={slot} onClose={onClose} />}
      renderEdit={(assignment, id) => <EditAssignment key={id} id={id} assignment={assignment} onClose={onClose} />}
      size="xl"
    />
  );
}

// Each form holds its own mutation, so a refusal shown last time is gone when the modal opens again.

function AddAssignment({ slot, onClose }: { slot: { start: Date; end: Date } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useAssignmentCreate();
  const handleSubmit = (body: AssignmentSaveBody) =>
    create.mutate(body, {
      onSuccess: (saved) => {
        notify.success(t("fleet.assignment.toast.assigned", { plate: saved.plate_no, employee: saved.employee_name }));
        onClose();
      },
    });
  return (
    <AssignmentFormBody
      slot={slot}
      pending={create.isPending}
      errors={create.error}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
  );
}

interface EditProps {
  id: string;
  assignment: AssignmentDto;
  onClose: () => void;
}

function EditAssignment({ id, assignment, onClose }: EditProps) {
  const { t } = useTranslation();
  const update = useAssignmentUpdate();
  const handleSubmit = (body: AssignmentSaveBody) =>
    update.mutate(
      { id, body },
      {
        onSuccess: () => {
          notify.success(t("fleet.assignment.toast.updated"));
          onClose();
        },
      },
    );
  return (
    <AssignmentFormBody
      data={assignment}
      pending={update.isPending}
      errors={update.error}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
  );
}
