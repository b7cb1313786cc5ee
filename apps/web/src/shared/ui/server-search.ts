import type { ComboboxItem, ComboboxParsedItem } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

/**
 * The typed text of a Select that searches on the server (clients, suppliers, a branch's stock),
 * and the search it asks for, 250 ms after the last key. Showing the chosen option's label in the
 * box is not a search for it.
 */
export function useServerSearch(chosenLabel: string | null = null) {
  const [searchValue, setSearchValue] = useState("");
  const typed = searchValue === chosenLabel ? "" : searchValue;
  const [search] = useDebouncedValue(typed.trim(), 250);
  return { searchValue, setSearchValue, search: search || undefined };
}

/** The matches, with the chosen option first when they lack it (a link or a reload arrives with only its id). */
export function withChosenOption(options: ComboboxItem[], chosen: ComboboxItem | null): ComboboxItem[] {
  return chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
}

/** The server already matched the search: Mantine must not filter again by label. */
export const keepServerMatches = ({ options }: { options: ComboboxParsedItem[] }) => options;
