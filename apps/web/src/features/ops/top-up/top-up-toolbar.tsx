import { Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { OPS_TOP_UP_TABS, type OpsTopUpListQuery } from "./top-up-tabs";

interface Props {
  query: OpsTopUpListQuery;
  onChange: (patch: Partial<OpsTopUpListQuery>, options?: { replace: boolean }) => void;
}

/** The queue's tabs (pending first) and its search by company or slip. */
export function TopUpToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <FilterTabs
        options={OPS_TOP_UP_TABS}
        value={query.status}
        textOf={(status) => t(`top_up.statuses.${status}`)}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      <Group>
        <SearchInput
          placeholder={t("ops.top_up.search")}
          value={query.search}
          onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
        />
      </Group>
    </Stack>
  );
}
