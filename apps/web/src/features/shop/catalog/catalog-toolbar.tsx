import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { SearchInput } from "../../../shared/ui/search-input";
import type { SortOption, SortOrder } from "../../../shared/ui/sort-options";
import { SortSelect } from "../../../shared/ui/sort-select";
import { type StatusFilter, StatusTabs } from "../../../shared/ui/status-tabs";
import { BranchSelect } from "../branch/branch-select";
import { CategorySelect } from "../category/category-select";

/** What the services and products lists filter and sort by. */
export interface CatalogQuery<S extends string> {
  search?: string;
  category_id?: string;
  branch_id?: string;
  status: StatusFilter;
  sort: S;
  order: SortOrder;
}

interface Props<S extends string> {
  /** Whose list it is: its texts (same keys in both area files) and its kind of categories. */
  area: "service" | "product";
  query: CatalogQuery<S>;
  sorts: readonly SortOption<S>[];
  onChange: (patch: Partial<CatalogQuery<S>> & { page?: number }, options?: { replace: boolean }) => void;
}

/** Search, category, branch and status filters and the sort of a catalog table; each change goes back to page 1. */
export function CatalogToolbar<S extends string>({ area, query, sorts, onChange }: Props<S>) {
  const { t } = useTranslation();
  // Filters the user could not fill in are left out rather than shown empty.
  const canFilterByCategory = useCan("categories.view");
  const canFilterByBranch = useCan("branches.view");
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t(`shop.${area}.list.search_placeholder`)}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      {canFilterByCategory && (
        <CategorySelect
          kind={area === "service" ? "services" : "products"}
          label={t(`shop.${area}.fields.category`)}
          placeholder={t(`shop.${area}.list.all_categories`)}
          value={query.category_id ?? null}
          onChange={(id) => onChange({ category_id: id ?? undefined, page: 1 })}
          clearable
          w={200}
        />
      )}
      {canFilterByBranch && (
        <BranchSelect
          label={t(`shop.${area}.fields.branch`)}
          placeholder={t(`shop.${area}.list.all_branches`)}
          value={query.branch_id ?? null}
          onChange={(id) => onChange({ branch_id: id ?? undefined, page: 1 })}
          clearable
          w={200}
        />
      )}
      <SortSelect options={sorts} value={query} onChange={(sort) => onChange({ ...sort, page: 1 })} w={200} />
      <StatusTabs value={query.status} onChange={(status) => onChange({ status, page: 1 })} />
    </Group>
  );
}
