import { ClientListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { SearchInput } from "../../../shared/ui/search-input";
import { useClientList } from "./client-hooks";
import { CLIENT_ADD_PATH } from "./client-paths";
import { ClientTable } from "./client-table";
import { useDeleteClient } from "./use-delete-client";

/** `/clients`: the shop's clients, newest first, with the search and page in the URL. */
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
  const canAdd = useCan("clients.add");
  const canEdit = useCan("clients.edit");
  const canDelete = useCan("clients.delete");

  return (
    <ListScreen
      title={t("shop.client.title")}
      description={t("shop.client.subtitle")}
      add={canAdd && { label: t("shop.client.add"), to: CLIENT_ADD_PATH }}
      toolbar={
        <SearchInput
          placeholder={t("shop.client.list.search_placeholder")}
          value={query.search}
          onSearch={(search) => setQuery({ search, page: 1 }, { replace: true })}
        />
      }
      list={list}
    >
      <ClientTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search}
        canEdit={canEdit}
        canDelete={canDelete}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
