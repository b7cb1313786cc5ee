import "@mantine/core/styles/Tabs.css";
import { Group, Stack, Tabs } from "@mantine/core";
import type { InvoiceListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { BranchSelect } from "../branch/branch-select";
import { ClientFilter } from "./client-filter";
import { DateRangeFilter } from "./date-range-filter";
import { PAYMENT_TABS, paymentStatusOfTab, paymentTabOf } from "./invoice-filters";

interface Props {
  query: InvoiceListQuery;
  onChange: (patch: Partial<InvoiceListQuery>, options?: { replace: boolean }) => void;
}

/** Search, payment status tabs, issue dates, client and branch of the invoices table; a change goes back to page 1. */
export function InvoiceToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Tabs
        value={paymentTabOf(query)}
        onChange={(tab) => onChange({ payment_status: paymentStatusOfTab(tab), page: 1 })}
        variant="pills"
      >
        <Tabs.List aria-label={t("shop.invoice.list.status_filter")}>
          {PAYMENT_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tab === "all" ? t("statuses.all") : t(`shop.invoice.payment_statuses.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          placeholder={t("shop.invoice.list.search_placeholder")}
          value={query.search}
          onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
        />
        <DateRangeFilter query={query} onChange={onChange} />
        <ClientFilter value={query.client_id} onChange={(client_id) => onChange({ client_id, page: 1 })} />
        <BranchSelect
          label={t("shop.invoice.list.branch")}
          placeholder={t("shop.invoice.list.all_branches")}
          clearable
          value={query.branch_id ?? null}
          onChange={(branchId) => onChange({ branch_id: branchId ?? undefined, page: 1 })}
          w={220}
        />
      </Group>
    </Stack>
  );
}
