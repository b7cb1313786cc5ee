import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Group, Stack, Switch } from "@mantine/core";
import { REVIEW_FILTERS, TRANSACTION_STATUS_FILTERS, type TransactionListQuery } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LazyDateRangeField } from "../../../shared/forms/lazy-date-fields";
import { CsvButtons } from "../../../shared/ui/csv-buttons";
import { SearchInput } from "../../../shared/ui/search-input";
import { FilterTabs } from "../../../shared/ui/status-tabs";

interface Props {
  query: TransactionListQuery;
  onChange: (patch: Partial<TransactionListQuery>, options?: { replace: boolean }) => void;
  /** The CSV's download, where the reader may export. */
  csv?: { onExport: () => void; isExporting: boolean };
  /** The station, vehicle and employee choosers, where the reader can list them. */
  choosers?: ReactNode;
}

/** Status tabs and the flagged switch, search, dates and the CSV, then the choosers; a change goes back to page 1. */
export function TransactionToolbar({ query, onChange, csv, choosers }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <FilterTabs
          options={TRANSACTION_STATUS_FILTERS}
          value={query.status}
          label={t("fleet.transaction.list.status_filter")}
          textOf={(status) => t(`fleet.transaction.statuses.${status}`)}
          onChange={(status) => onChange({ status, page: 1 })}
        />
        <Switch
          label={t("fleet.transaction.list.flagged_only")}
          checked={query.flagged === true || !!query.review}
          onChange={(event) =>
            onChange({ flagged: event.currentTarget.checked || undefined, review: undefined, page: 1 })
          }
        />
      </Group>
      {(query.flagged || query.review) && (
        <FilterTabs
          options={["all", ...REVIEW_FILTERS] as const}
          value={query.review ?? "all"}
          label={t("fleet.transaction.list.review_filter")}
          textOf={(review) => t(`fleet.transaction.review.filters.${review}`)}
          onChange={(review) => onChange({ review: review === "all" ? undefined : review, page: 1 })}
        />
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          placeholder={t("fleet.transaction.list.search_placeholder")}
          value={query.search}
          onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
        />
        <LazyDateRangeField
          label={t("fleet.transaction.list.date_range")}
          placeholder={t("fleet.transaction.list.any_date")}
          value={[query.from ?? null, query.to ?? null]}
          onChange={([from, to]) => onChange({ from: from ?? undefined, to: to ?? undefined, page: 1 })}
          clearable
          w={300}
        />
        {csv && (
          <CsvButtons
            onExport={csv.onExport}
            exportLabel={t("fleet.transaction.list.export")}
            isExporting={csv.isExporting}
          />
        )}
      </Group>
      {choosers}
    </Stack>
  );
}
