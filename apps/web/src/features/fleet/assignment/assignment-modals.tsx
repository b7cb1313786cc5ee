import { AssignmentDetails } from "./assignment-details";
import { AssignmentDialog } from "./assignment-dialog";
import type { useAssignmentDialogs } from "./use-assignment-dialogs";

/** The assign and edit form and an assignment's details, as the screen's URL opens them. */
export function AssignmentModals({ dialogs }: { dialogs: ReturnType<typeof useAssignmentDialogs> }) {
  return (
    <>
      <AssignmentDialog dialog={dialogs.dialog} onClose={dialogs.close} />
      <AssignmentDetails
        id={dialogs.dialog?.mode === "details" ? dialogs.dialog.id : null}
        onClose={dialogs.close}
        onEdit={dialogs.openEdit}
      />
    </>
  );
}
