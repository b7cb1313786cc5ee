import { useLocation, useNavigate, useSearchParams } from "react-router";

/** What a list's modal form shows: a new record, one record by id, or nothing (closed). */
export type FormDialog = { mode: "add" } | { mode: "edit"; id: string } | null;

const ADD = "add";
const EDIT = "edit";
/** Marks history entries this hook pushed, so closing can step back instead of stacking entries. */
const OPENED_HERE = "formDialogOpenedHere";

const isOpenedHere = (state: unknown) =>
  typeof state === "object" && state !== null && OPENED_HERE in state && state[OPENED_HERE] === true;

/**
 * A modal add/edit form kept in the URL (`?add=1`, `?edit=<id>`) beside the list's own query, so
 * a reload keeps it open and Back closes it, as create and edit pages do for larger entities.
 */
export function useFormDialog() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const editId = params.get(EDIT);
  const dialog: FormDialog = editId ? { mode: "edit", id: editId } : params.get(ADD) ? { mode: "add" } : null;

  function open(key: typeof ADD | typeof EDIT, value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD);
        next.delete(EDIT);
        next.set(key, value);
        return next;
      },
      { state: { [OPENED_HERE]: true } },
    );
  }

  function close() {
    if (isOpenedHere(location.state)) {
      void navigate(-1);
      return;
    }
    // Opened from a link or a reload: drop the marker without adding a history entry.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD);
        next.delete(EDIT);
        return next;
      },
      { replace: true },
    );
  }

  return {
    dialog,
    openAdd: () => open(ADD, "1"),
    openEdit: (id: string) => open(EDIT, id),
    close,
  };
}
