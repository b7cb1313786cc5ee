import "./select-styles";
import { type ComboboxItem, Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface Props<T extends { _id: string }> extends Omit<SelectProps, "data" | "value" | "onChange"> {
  value: string | null;
  /** The chooser's search call: the server filters, 20 at most, active only. */
  useChoices: (search: string) => UseQueryResult<T[]>;
  labelOf: (choice: T) => string;
  /** The option already chosen (an edited assignment's), shown before any search. */
  initial?: ComboboxItem | null;
  onChange: (id: string | null, choice: T | null) => void;
  loadFailedText: string;
  /** What the list says while searching, for screens outside the fleet portal (whose texts they do not load). */
  searchingText?: string;
}

/**
 * A Select that searches on the server as the user types (vehicles by plate or car id, employees
 * by name or id). The chosen option stays listed whatever the next search finds.
 */
export function ChoiceSelect<T extends { _id: string }>({
  value,
  useChoices,
  labelOf,
  initial,
  onChange,
  loadFailedText,
  searchingText,
  ...props
}: Props<T>) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ComboboxItem | null>(initial ?? null);
  const [searchValue, setSearchValue] = useState(initial?.label ?? "");
  // Showing the chosen option's label is not a search for it.
  const typed = searchValue === picked?.label ? "" : searchValue;
  const [search] = useDebouncedValue(typed.trim(), 250);
  const choices = useChoices(search);
  const found = choices.data ?? [];
  const options: ComboboxItem[] = found.map((choice) => ({ value: choice._id, label: labelOf(choice) }));
  if (picked && picked.value === value && !options.some((o) => o.value === picked.value)) options.unshift(picked);

  return (
    <Select
      {...props}
      searchable
      data={options}
      value={value}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      // The server already matched the search; Mantine must not filter again by label.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        choices.isFetching ? (searchingText ?? t("fleet.assignment.form.searching")) : t("fields.nothing_found")
      }
      error={props.error ?? (choices.isError ? loadFailedText : undefined)}
      onChange={(id, option) => {
        setPicked(id ? option : null);
        onChange(id, found.find((choice) => choice._id === id) ?? null);
      }}
    />
  );
}
