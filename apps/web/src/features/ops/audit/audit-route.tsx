import "../../../shared/ui/select-styles";
import { Button, Group, Select } from "@mantine/core";
import { type AuditEntryDto, AuditListQuery, OPS_ACTIONS } from "@pitlane/domain";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListPage } from "../../../shared/api/list-query";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { knownText } from "../shared/known-text";
import { AuditEntryDialog } from "./audit-entry-dialog";
import { useAudit } from "./audit-hooks";

/** `/ops/audit`: every action of the console's staff, newest first; the action filter and page in the URL. */
export function Component() {
  return (
    <RequirePermission permission="audit.view">
      <AuditTrail />
    </RequirePermission>
  );
}

function AuditTrail() {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const { query, setQuery, setPage, list } = useListPage(AuditListQuery, useAudit);
  const [shown, setShown] = useState<AuditEntryDto | null>(null);

  const columns: Column<AuditEntryDto>[] = [
    { key: "at", header: t("ops.audit.at"), render: (row) => clock.dateTime(row.created_at) },
    { key: "who", header: t("ops.audit.who"), isMain: true, render: (row) => <bdi>{row.actor_name}</bdi> },
    { key: "action", header: t("ops.audit.action"), render: (row) => t(`ops.audit.actions.${row.action}`) },
    {
      key: "target",
      header: t("ops.audit.target"),
      render: (row) => knownText(t, "ops.audit.targets", row.target_type),
    },
    {
      key: "company",
      header: t("ops.audit.company"),
      render: (row) =>
        row.company_id ? (
          <Link to={`/ops/companies/${row.company_id}`}>
            <bdi>{row.company_name ?? row.company_id}</bdi>
          </Link>
        ) : (
          "—"
        ),
    },
    {
      key: "details",
      header: t("ops.audit.details"),
      alignEnd: true,
      render: (row) => (
        <Button size="xs" variant="subtle" onClick={() => setShown(row)}>
          {t("ops.audit.show")}
        </Button>
      ),
    },
  ];

  return (
    <ListScreen
      title={t("ops.audit.title")}
      description={t("ops.audit.subtitle")}
      add={false}
      toolbar={
        <Group>
          <Select
            label={t("ops.audit.action")}
            placeholder={t("ops.audit.all_actions")}
            clearable
            w={280}
            data={OPS_ACTIONS.map((action) => ({ value: action, label: t(`ops.audit.actions.${action}`) }))}
            value={query.action ?? null}
            onChange={(action) => setQuery({ action: OPS_ACTIONS.find((known) => known === action), page: 1 })}
          />
        </Group>
      }
      list={list}
      dialog={<AuditEntryDialog entry={shown} onClose={() => setShown(null)} />}
    >
      <DataTable
        label={t("ops.audit.title")}
        columns={columns}
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.action}
        emptyTexts={{ none: t("ops.audit.empty"), filtered: t("ops.audit.empty_filtered") }}
        emptyIcon={IconHistory}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
