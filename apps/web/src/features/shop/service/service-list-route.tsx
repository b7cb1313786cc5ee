import { Button, Paper, Stack } from "@mantine/core";
import { ServiceListQuery } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useServiceList } from "./service-hooks";
import { SERVICE_LIST_PATH, ServiceTable } from "./service-table";
import { ServiceToolbar } from "./service-toolbar";
import { useDeleteService } from "./use-delete-service";

/** `/catalog/services`: the services, with page, search, filters and sort in the URL. */
export function Component() {
  return (
    <RequirePermission permission="services.view">
      <ServiceList />
    </RequirePermission>
  );
}

function ServiceList() {
  const { t } = useTranslation();
  const { query, setQuery } = useListQuery(ServiceListQuery);
  const list = useServiceList(query);
  const confirmDelete = useDeleteService();
  const canAdd = useCan("services.add");
  const canEdit = useCan("services.edit");
  const canDelete = useCan("services.delete");

  useStepBackPastEnd(list.data, query.page, (page) => setQuery({ page }, { replace: true }));

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t("shop.service.title")}
        description={t("shop.service.subtitle")}
        actions={
          canAdd && (
            <Button component={Link} to={`${SERVICE_LIST_PATH}/add`} leftSection={<IconPlus size={16} />}>
              {t("shop.service.add")}
            </Button>
          )
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <ServiceToolbar query={query} onChange={setQuery} />
          {list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <ServiceTable
              data={list.data}
              pending={list.isPending}
              isFiltered={!!query.search || !!query.category_id || !!query.branch_id || query.status !== "all"}
              canEdit={canEdit}
              canDelete={canDelete}
              onDelete={confirmDelete}
              onPageChange={(page) => setQuery({ page })}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
