import "../../../shared/ui/select-styles";
import { Group, Select } from "@mantine/core";
import { JOB_CARD_STATUSES, type JobCardListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { BranchSelect } from "../branch/branch-select";
import { LazyDateRangeField } from "../../../shared/forms/lazy-date-fields";

interface Props {
  query: JobCardListQuery;
  onChange: (patch: Partial<JobCardListQuery>, options?: { replace: boolean }) => void;
}

/** Search, status, branch and date range of the job cards table; every change goes back to page 1. */
export function JobCardToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  const statuses = JOB_CARD_STATUSES.map((status) => ({ value: status, label: t(`shop.job_card.statuses.${status}`) }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("shop.job_card.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <Select
        label={t("shop.job_card.fields.status")}
        placeholder={t("shop.job_card.list.all_statuses")}
        data={statuses}
        value={query.status ?? null}
        onChange={(status) => onChange({ status: statuses.find((s) => s.value === status)?.value, page: 1 })}
        clearable
        w={180}
      />
      <BranchSelect
        label={t("shop.job_card.fields.branch")}
        placeholder={t("shop.job_card.list.all_branches")}
        value={query.branch_id ?? null}
        onChange={(branchId) => onChange({ branch_id: branchId ?? undefined, page: 1 })}
        clearable
        w={220}
      />
      <LazyDateRangeField
        label={t("shop.job_card.list.date_range")}
        placeholder={t("shop.job_card.list.any_date")}
        value={[query.from ?? null, query.to ?? null]}
        onChange={([from, to]) => onChange({ from: from ?? undefined, to: to ?? undefined, page: 1 })}
        clearable
        w={300}
      />
    </Group>
  );
}
