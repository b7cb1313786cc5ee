import { CLIENT_STATUSES, ClientListQuery } from "@pitlane/domain";
import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { SearchInput } from "../../../shared/ui/search-input";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { useClientList } from "./client-hooks";
import { CLIENT_ADD_PATH } from "./client-paths";
import { ClientTable } from "./client-table";
import { useDeleteClient } from "./use-delete-client";
import { useRestoreClient } from "./use-restore-client";

/**
 * `/clients`: the shop's clients, newest first, or the archived ones to restore, with the status,
 * search and page in the URL.
 */
export function Component() {
  return (
    <RequirePermission permission="clients.view">
      <ClientList />
    </RequirePermission>
  );
}

function ClientList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(ClientListQuery, useClientList);
  const confirmDelete = useDeleteClient();
  const confirmRestore = useRestoreClient();
  const canAdd = useCan("clients.add");
  const canEdit = useCan("clients.edit");
  const canDelete = useCan("clients.delete");

  return (
    <ListScreen
      title={t("shop.client.title")}
      description={t("shop.client.subtitle")}
      add={canAdd && { label: t("shop.client.add"), to: CLIENT_ADD_PATH }}
      toolbar={
        <Group justify="space-between" align="center" wrap="wrap">
          <FilterTabs
            options={CLIENT_STATUSES}
            value={query.status}
            textOf={(status) => t(`shop.client.statuses.${status}`)}
            onChange={(status) => setQuery({ status, page: 1 })}
          />
          <SearchInput
            placeholder={t("shop.client.list.search_placeholder")}
            value={query.search}
            onSearch={(search) => setQuery({ search, page: 1 }, { replace: true })}
          />
        </Group>
      }
      list={list}
    >
      <ClientTable
        data={list.data}
        pending={list.isPending}
        isArchived={query.status === "archived"}
        isFiltered={!!query.search}
        canEdit={canEdit}
        canDelete={canDelete}
        onDelete={confirmDelete}
        onRestore={confirmRestore}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
