import "../../../shared/ui/select-styles";
import "@mantine/core/styles/Tabs.css";
import { Group, Select, Tabs, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { BranchStatusFilter, type BranchListQuery } from "@pitlane/domain";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseSortOption, sortOptionOf, sortOptions } from "./branch-list-query";

interface Props {
  query: BranchListQuery;
  onChange: (patch: Partial<BranchListQuery>, options?: { replace: boolean }) => void;
}

/** Search, status filter and sort of the branches table; every change goes back to page 1. */
export function BranchToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(query.search ?? "");
  const applySearch = useDebouncedCallback((search: string) => onChange({ search, page: 1 }, { replace: true }), 300);

  // The URL changed under us (back button, a link): show its search, unless it is what we typed.
  const urlSearch = query.search ?? "";
  useEffect(() => {
    setText((current) => (current.trim() === urlSearch ? current : urlSearch));
  }, [urlSearch]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t("shop.branch.list.search")}
        // Not dir="auto": that would flip the input's padding away from the icon, which follows
        // the page. The typed text still reads in its own direction (an Arabic name in the
        // English UI), through unicode-bidi instead.
        styles={{ input: { unicodeBidi: "plaintext" } }}
        placeholder={t("shop.branch.list.search_placeholder")}
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
      {/* Tabs, as spec 000 lists them for roles (all, active, inactive): one click, clear to a screen reader. */}
      <Tabs
        value={query.status}
        onChange={(status) => onChange({ status: BranchStatusFilter.catch("all").parse(status), page: 1 })}
        variant="pills"
      >
        <Tabs.List aria-label={t("shop.branch.list.status_filter")}>
          {BranchStatusFilter.options.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {t(`statuses.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Select
        label={t("shop.branch.list.sort")}
        value={sortOptionOf(query)}
        onChange={(option) => option && onChange({ ...parseSortOption(option), page: 1 })}
        data={sortOptions.map(({ value, label }) => ({ value, label: t(`shop.branch.list.sort_options.${label}`) }))}
        allowDeselect={false}
        w={190}
      />
    </Group>
  );
}
