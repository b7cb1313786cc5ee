import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Group, Switch } from "@mantine/core";
import type { StockListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { SearchInput } from "../../../shared/ui/search-input";
import { BranchSelect } from "../branch/branch-select";

interface Props {
  query: StockListQuery;
  onChange: (patch: Partial<StockListQuery>, options?: { replace: boolean }) => void;
}

/** Search, branch (all by default) and "low stock only"; each change goes back to page 1. */
export function StockToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  // A branch filter the role could not fill in is left out rather than shown empty.
  const canFilterByBranch = useCan("branches.view");
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("shop.stock.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      {canFilterByBranch && (
        <BranchSelect
          label={t("shop.stock.list.branch")}
          placeholder={t("shop.stock.list.all_branches")}
          clearable
          value={query.branch_id}
          onChange={(branchId) => onChange({ branch_id: branchId, page: 1 })}
          w={220}
        />
      )}
      <Switch
        label={t("shop.stock.list.low_only")}
        checked={query.low}
        onChange={(event) => onChange({ low: event.currentTarget.checked, page: 1 })}
        mb={8}
      />
    </Group>
  );
}
