import { useUrlDialog } from "../../../shared/ui/use-form-dialog";

/** What the assignments screen shows over its list or calendar. */
export type AssignmentDialog =
  | { mode: "add"; slot: { start: Date; end: Date } | null }
  | { mode: "edit"; id: string }
  | { mode: "details"; id: string }
  | null;

const KEYS = ["add", "start", "end", "edit", "details"] as const;

function slotOf(params: URLSearchParams) {
  const start = new Date(params.get("start") ?? "");
  const end = new Date(params.get("end") ?? "");
  return Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) ? null : { start, end };
}

/**
 * The assign form, the edit form and an assignment's details, kept in the URL (`?add=1` with the
 * calendar selection's `start` and `end`, `?edit=<id>`, `?details=<id>`) beside the view's own
 * parameters: a reload keeps them open and Back closes them.
 */
export function useAssignmentDialogs() {
  const { params, open, close } = useUrlDialog(KEYS);
  const editId = params.get("edit");
  const detailsId = params.get("details");
  const dialog: AssignmentDialog = editId
    ? { mode: "edit", id: editId }
    : detailsId
      ? { mode: "details", id: detailsId }
      : params.get("add")
        ? { mode: "add", slot: slotOf(params) }
        : null;

  return {
    dialog,
    openAdd: (slot?: { start: Date; end: Date }) =>
      open(slot ? { add: "1", start: slot.start.toISOString(), end: slot.end.toISOString() } : { add: "1" }),
    // From the details, the form takes their place: Back returns to the list, not to the details.
    openEdit: (id: string) => open({ edit: id }, dialog?.mode === "details"),
    openDetails: (id: string) => open({ details: id }),
    close,
  };
}
