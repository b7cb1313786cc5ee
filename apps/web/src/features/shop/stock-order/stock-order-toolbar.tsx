import { Group, Stack } from "@mantine/core";
import type { StockOrderListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { BranchSelect } from "../branch/branch-select";
import { SupplierSelect } from "../supplier/supplier-select";
import { STOCK_ORDER_TABS, statusOfTab, stockOrderTabOf } from "./stock-order-filters";

interface Props {
  query: StockOrderListQuery;
  onChange: (patch: Partial<StockOrderListQuery>, options?: { replace: boolean }) => void;
}

/** Status tabs, then search, supplier and branch; each change goes back to page 1. */
export function StockOrderToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <FilterTabs
        options={STOCK_ORDER_TABS}
        value={stockOrderTabOf(query)}
        textOf={(tab) => (tab === "all" ? t("statuses.all") : t(`shop.stock_order.statuses.${tab}`))}
        onChange={(tab) => onChange({ status: statusOfTab(tab), page: 1 })}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          placeholder={t("shop.stock_order.list.search_placeholder")}
          value={query.search}
          onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
        />
        <SupplierSelect
          label={t("shop.stock_order.list.supplier")}
          placeholder={t("shop.stock_order.list.all_suppliers")}
          clearable
          value={query.supplier_id}
          onChange={(supplierId) => onChange({ supplier_id: supplierId, page: 1 })}
          w={240}
        />
        <BranchSelect
          label={t("shop.stock_order.list.branch")}
          placeholder={t("shop.stock_order.list.all_branches")}
          clearable
          value={query.branch_id}
          onChange={(branchId) => onChange({ branch_id: branchId, page: 1 })}
          w={220}
        />
      </Group>
    </Stack>
  );
}
