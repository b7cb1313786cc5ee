import { Group, Select, Stack } from "@mantine/core";
import { ORDER_KINDS, type OrderListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { BranchSelect } from "../branch/branch-select";
import { DateRangeFilter } from "../invoice/date-range-filter";
import { ORDER_TABS, kindOf, orderTabOf, statusOfTab } from "./order-filters";

interface Props {
  query: OrderListQuery;
  onChange: (patch: Partial<OrderListQuery>, options?: { replace: boolean }) => void;
}

/** Status tabs, then search, kind, branch and the days placed; each change goes back to page 1. */
export function OrderToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <FilterTabs
        options={ORDER_TABS}
        value={orderTabOf(query)}
        textOf={(tab) => (tab === "all" ? t("statuses.all") : t(`shop.order.statuses.${tab}`))}
        onChange={(tab) => onChange({ status: statusOfTab(tab), page: 1 })}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          placeholder={t("shop.order.list.search_placeholder")}
          value={query.search}
          onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
        />
        <Select
          label={t("shop.order.list.kind")}
          placeholder={t("shop.order.list.all_kinds")}
          data={ORDER_KINDS.map((kind) => ({ value: kind, label: t(`shop.order.kinds.${kind}`) }))}
          clearable
          value={query.kind ?? null}
          onChange={(kind) => onChange({ kind: kindOf(kind), page: 1 })}
          w={180}
        />
        <BranchSelect
          label={t("shop.order.list.branch")}
          placeholder={t("shop.order.list.all_branches")}
          clearable
          value={query.branch_id}
          onChange={(branchId) => onChange({ branch_id: branchId, page: 1 })}
          w={220}
        />
        <DateRangeFilter query={query} onChange={onChange} label={t("shop.order.list.placed_between")} />
      </Group>
    </Stack>
  );
}
