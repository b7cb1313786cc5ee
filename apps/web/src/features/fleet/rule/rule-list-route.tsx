import { FuelRuleListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useRuleExport, useRuleList } from "./rule-hooks";
import { RULE_ADD_PATH } from "./rule-paths";
import { RuleTable } from "./rule-table";
import { RuleToolbar } from "./rule-toolbar";
import { useDeleteRule } from "./use-delete-rule";

/** `/fleet/rules`: the company's fuel rules; page, search, filters and sort in the URL. */
export function Component() {
  return (
    <RequirePermission permission="rules.view">
      <RuleList />
    </RequirePermission>
  );
}

function RuleList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(FuelRuleListQuery, useRuleList);
  const confirmDelete = useDeleteRule();
  const exportRules = useRuleExport();
  const canAdd = useCan("rules.add");
  const canEdit = useCan("rules.edit");
  const canDelete = useCan("rules.delete");
  const canExport = useCan("rules.export");

  /** The file holds what the filters select, every page of it. */
  function handleExport() {
    const { page: _page, limit: _limit, ...filters } = query;
    exportRules.mutate(filters, { onError: () => notify.error(t("fleet.rule.toast.export_failed")) });
  }

  return (
    <ListScreen
      title={t("fleet.rule.title")}
      description={t("fleet.rule.subtitle")}
      add={canAdd && { label: t("fleet.rule.add"), to: RULE_ADD_PATH }}
      toolbar={
        <RuleToolbar
          query={query}
          onChange={setQuery}
          onExport={canExport ? handleExport : undefined}
          isExporting={exportRules.isPending}
        />
      }
      list={list}
    >
      <RuleTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || query.status !== "all" || query.fuel_type !== "all"}
        canEdit={canEdit}
        canDelete={canDelete}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
