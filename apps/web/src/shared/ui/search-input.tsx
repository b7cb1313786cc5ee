import { TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  /** "Search" unless the list says otherwise. */
  label?: string;
  placeholder: string;
  /** The search in the URL. */
  value: string | undefined;
  /** Called 300 ms after the last key. */
  onSearch: (search: string) => void;
}

/** A list's search box: debounced, and following the URL when it changes under it (back button, a link). */
export function SearchInput({ label, placeholder, value, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? "");
  const applySearch = useDebouncedCallback(onSearch, 300);

  const urlSearch = value ?? "";
  useEffect(() => {
    setText((current) => (current.trim() === urlSearch ? current : urlSearch));
  }, [urlSearch]);

  return (
    <TextInput
      label={label ?? t("list.search")}
      // Not dir="auto": that would flip the input's padding away from the icon, which follows
      // the page. The typed text still reads in its own direction (an Arabic name in the
      // English UI), through unicode-bidi instead.
      styles={{ input: { unicodeBidi: "plaintext" } }}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applySearch(event.currentTarget.value);
      }}
      miw={220}
      style={{ flex: 1 }}
    />
  );
}
