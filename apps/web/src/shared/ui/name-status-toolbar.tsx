import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SearchInput } from "./search-input";
import { type SortOrder, nameAndDateSorts } from "./sort-options";
import { SortSelect } from "./sort-select";
import { type StatusFilter, StatusTabs } from "./status-tabs";

/** The part of a list's query this toolbar sets: the branches' and the suppliers' lists have it. */
export interface NameStatusQuery {
  page: number;
  search?: string;
  status: StatusFilter;
  sort: "name" | "created_at";
  order: SortOrder;
}

interface Props {
  query: NameStatusQuery;
  /** What the search finds, in the list's own words. */
  searchPlaceholder: string;
  onChange: (patch: Partial<NameStatusQuery>, options?: { replace: boolean }) => void;
}

/** Search, status filter and sort by name or date added; every change goes back to page 1. */
export function NameStatusToolbar({ query, searchPlaceholder, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={searchPlaceholder}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <StatusTabs value={query.status} onChange={(status) => onChange({ status, page: 1 })} />
      <SortSelect options={nameAndDateSorts(t)} value={query} onChange={(sort) => onChange({ ...sort, page: 1 })} />
    </Group>
  );
}
