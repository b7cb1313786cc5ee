import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import { Checkbox } from "@mantine/core";
import type { Column } from "./data-table";

export interface Selection {
  /** The chosen rows' ids, across pages. */
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

interface Options<T> extends Selection {
  /** The rows on screen: the header's box chooses or clears all of them. */
  rows: readonly T[];
  allLabel: string;
  rowLabel: (row: T) => string;
}

/** A first column of checkboxes that chooses rows for an action on all of them; each box is named for its row. */
export function selectColumn<T extends { _id: string }>({
  rows,
  selected,
  onChange,
  allLabel,
  rowLabel,
}: Options<T>): Column<T> {
  const onPage = rows.map((row) => row._id);
  const chosenOnPage = onPage.filter((id) => selected.includes(id));
  const isAllChosen = onPage.length > 0 && chosenOnPage.length === onPage.length;
  const toggle = (id: string, isChosen: boolean) =>
    onChange(isChosen ? [...selected, id] : selected.filter((other) => other !== id));

  return {
    key: "select",
    header: (
      <Checkbox
        aria-label={allLabel}
        checked={isAllChosen}
        indeterminate={chosenOnPage.length > 0 && !isAllChosen}
        disabled={onPage.length === 0}
        onChange={() =>
          onChange(
            isAllChosen
              ? selected.filter((id) => !onPage.includes(id))
              : [...selected, ...onPage.filter((id) => !selected.includes(id))],
          )
        }
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={rowLabel(row)}
        checked={selected.includes(row._id)}
        onChange={(event) => toggle(row._id, event.currentTarget.checked)}
      />
    ),
  };
}
