import { useLocation, useNavigate, useSearchParams } from "react-router";

/** What a list's modal form shows: a new record, one record by id, or nothing (closed). */
export type FormDialog = { mode: "add" } | { mode: "edit"; id: string } | null;

/** Marks history entries this hook pushed, so closing can step back instead of stacking entries. */
const OPENED_HERE = "formDialogOpenedHere";

const isOpenedHere = (state: unknown) =>
  typeof state === "object" && state !== null && OPENED_HERE in state && state[OPENED_HERE] === true;

/**
 * Modals kept in the URL by search parameters (`keys`, all of them the modals'), beside the
 * screen's own query: a reload keeps a modal open and Back closes it. `open` sets its values in
 * place of the other modals'; `replace` swaps one modal for another without a history entry.
 */
export function useUrlDialog(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  function withoutDialogs(current: URLSearchParams) {
    const next = new URLSearchParams(current);
    for (const key of keys) next.delete(key);
    return next;
  }

  function open(values: Record<string, string>, replace = false) {
    setParams(
      (current) => {
        const next = withoutDialogs(current);
        for (const [key, value] of Object.entries(values)) next.set(key, value);
        return next;
      },
      { replace, state: { [OPENED_HERE]: true } },
    );
  }

  function close() {
    if (isOpenedHere(location.state)) {
      void navigate(-1);
      return;
    }
    // Opened from a link or a reload: drop the parameters without adding a history entry.
    setParams(withoutDialogs, { replace: true });
  }

  return { params, open, close };
}

const KEYS = ["add", "edit"] as const;

/**
 * A modal add/edit form kept in the URL (`?add=1`, `?edit=<id>`) beside the list's own query, so
 * a reload keeps it open and Back closes it, as create and edit pages do for larger entities.
 */
export function useFormDialog() {
  const { params, open, close } = useUrlDialog(KEYS);
  const editId = params.get("edit");
  const dialog: FormDialog = editId ? { mode: "edit", id: editId } : params.get("add") ? { mode: "add" } : null;

  return {
    dialog,
    openAdd: () => open({ add: "1" }),
    openEdit: (id: string) => open({ edit: id }),
    close,
  };
}
