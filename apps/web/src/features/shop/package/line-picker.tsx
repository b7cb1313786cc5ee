import "../../../shared/ui/select-styles";
import { Group, Select, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { keepServerMatches } from "../../../shared/ui/server-search";

export interface PickerOption {
  value: string;
  /** What the search matches and the list shows. */
  label: string;
  /** Shown at the end of the option: duration, price. */
  detail: string;
}

/** The typed text of a picker whose options the server finds as the user types (useServerSearch). */
export interface PickerSearch {
  value: string;
  onChange: (typed: string) => void;
  isSearching: boolean;
}

interface Props {
  label: string;
  placeholder: string;
  options: PickerOption[];
  onPick: (id: string) => void;
  disabled?: boolean;
  error?: string;
  /** Given when the server matches the typed text: the options are its matches, shown as they are. */
  serverSearch?: PickerSearch;
}

/**
 * "Add a service" / "Add a product": a searchable list that adds the item picked and empties
 * itself for the next one. Arrow keys and Enter pick, as in any select.
 */
export function LinePicker({ label, placeholder, options, onPick, disabled, error, serverSearch }: Props) {
  const { t } = useTranslation();
  const [ownSearch, setOwnSearch] = useState("");
  const search = serverSearch?.value ?? ownSearch;
  const setSearch = serverSearch?.onChange ?? setOwnSearch;
  const details = new Map(options.map((o) => [o.value, o.detail]));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        if (id) onPick(id);
        setSearch("");
      }}
      filter={serverSearch && keepServerMatches}
      nothingFoundMessage={serverSearch?.isSearching ? t("fields.searching") : t("fields.nothing_found")}
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={disabled}
      error={error}
      maxDropdownHeight={320}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" gap="md" w="100%">
          <bdi>{option.label}</bdi>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            <bdi>{details.get(option.value)}</bdi>
          </Text>
        </Group>
      )}
    />
  );
}
