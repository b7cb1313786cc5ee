import { Group, Stack, Text } from "@mantine/core";
import { COMPANY_STATUSES, type OpsCompanyDto, OpsCompanyListQuery } from "@pitlane/domain";
import { IconBuildingStore } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useListPage } from "../../../shared/api/list-query";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { ListScreen } from "../../../shared/ui/list-screen";
import { AmountIn } from "../../../shared/ui/money";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { SearchInput } from "../../../shared/ui/search-input";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { CompanyStatusBadge } from "../shared/company-status-badge";
import { useCompanies } from "./company-hooks";

const STATUS_TABS = ["all", ...COMPANY_STATUSES] as const;

/** `/ops/companies`: every fleet company with its balance and status; search and filter in the URL. */
export function Component() {
  return (
    <RequirePermission permission="companies.view">
      <CompanyList />
    </RequirePermission>
  );
}

function CompanyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, setQuery, setPage, list } = useListPage(OpsCompanyListQuery, useCompanies);

  const columns: Column<OpsCompanyDto>[] = [
    {
      key: "company",
      header: t("ops.company.columns.company"),
      isMain: true,
      render: (row) => (
        <Stack gap={0}>
          <Link to={`/ops/companies/${row._id}`}>
            <bdi>{row.company_name}</bdi>
          </Link>
          <Text size="xs" c="dimmed">
            <bdi dir="ltr">{row.merchant_id}</bdi>
          </Text>
        </Stack>
      ),
    },
    {
      key: "place",
      header: t("ops.company.columns.place"),
      render: (row) => `${row.state_name}, ${row.country_code}`,
    },
    ...(["posted", "on_hold", "available"] as const).map((part) => ({
      key: part,
      header: t(`ops.company.balance.${part}`),
      render: (row: OpsCompanyDto) => <AmountIn amount={row.balance[part]} currency={row.balance.currency} />,
    })),
    { key: "status", header: t("fields.status"), render: (row) => <CompanyStatusBadge status={row.status} /> },
  ];

  return (
    <ListScreen
      title={t("ops.company.title")}
      description={t("ops.company.subtitle")}
      add={false}
      toolbar={
        <Stack gap="sm">
          <FilterTabs
            options={STATUS_TABS}
            value={query.status}
            textOf={(status) => t(`ops.company.tabs.${status}`)}
            onChange={(status) => setQuery({ status, page: 1 })}
          />
          <Group>
            <SearchInput
              placeholder={t("ops.company.search")}
              value={query.search}
              onSearch={(search) => setQuery({ search, page: 1 }, { replace: true })}
            />
          </Group>
        </Stack>
      }
      list={list}
    >
      <DataTable
        label={t("ops.company.title")}
        columns={columns}
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || query.status !== "all"}
        emptyTexts={{ none: t("ops.company.empty"), filtered: t("ops.company.empty_filtered") }}
        emptyIcon={IconBuildingStore}
        onPageChange={setPage}
        onRowClick={(row) => void navigate(`/ops/companies/${row._id}`)}
      />
    </ListScreen>
  );
}
