import "@mantine/core/styles/Tabs.css";
import { Group, Tabs } from "@mantine/core";
import type { CategoryListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";

type KindFilter = CategoryListQuery["kind"];
const KIND_FILTERS: readonly KindFilter[] = ["all", "services", "products"];

interface Props {
  query: CategoryListQuery;
  onChange: (patch: Partial<CategoryListQuery>, options?: { replace: boolean }) => void;
}

/** Search and the kind tabs of the categories table; every change goes back to page 1. */
export function CategoryToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("shop.category.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <Tabs
        value={query.kind}
        onChange={(kind) => onChange({ kind: KIND_FILTERS.find((k) => k === kind) ?? "all", page: 1 })}
        variant="pills"
      >
        <Tabs.List aria-label={t("shop.category.kind_filter")}>
          {KIND_FILTERS.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`shop.category.kinds.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Group>
  );
}
