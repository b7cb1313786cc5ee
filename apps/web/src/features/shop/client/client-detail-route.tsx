import "@mantine/core/styles/Tabs.css";
import { Button, Group, Paper, Stack, Tabs } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useTabParam } from "../../../shared/forms/use-tab-param";
import { useCan } from "../../../shared/session/permissions";
import { PageHeader } from "../../../shared/ui/page-header";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { AppointmentsTab } from "./appointments-tab";
import { useClient } from "./client-hooks";
import { CLIENT_LIST_PATH, clientEditPath } from "./client-paths";
import { ClientSummary } from "./client-summary";
import { SalesTab } from "./sales-tab";
import { useDeleteClient } from "./use-delete-client";
import { VehiclesTab } from "./vehicles-tab";

const TABS = ["vehicles", "appointments", "sales"] as const;

/** `/clients/:id`: the client's details, then their vehicles, appointments and sales in tabs. */
export function Component() {
  return (
    <RequirePermission permission="clients.view">
      <ClientDetail />
    </RequirePermission>
  );
}

function ClientDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const client = useClient(id);
  const [tab, setTab] = useTabParam(TABS);
  const canEdit = useCan("clients.edit");
  const canDelete = useCan("clients.delete");
  const confirmDelete = useDeleteClient(() => void navigate(CLIENT_LIST_PATH));

  if (!client.isSuccess) {
    return (
      <RecordLoadState
        record={client}
        notFoundText={t("refusals.client_not_found")}
        backTo={CLIENT_LIST_PATH}
        backLabel={t("shop.client.back_to_list")}
      />
    );
  }

  const actions = (
    <Group gap="sm">
      {canEdit && (
        <Button component={Link} to={clientEditPath(id)} variant="default" leftSection={<IconPencil size={16} />}>
          {t("shop.client.edit")}
        </Button>
      )}
      {canDelete && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => confirmDelete(client.data)}
        >
          {t("actions.delete")}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={client.data.name} description={t("shop.client.detail_subtitle")} actions={actions} />
      <ClientSummary client={client.data} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Tabs value={tab} onChange={(next) => setTab(TABS.find((name) => name === next) ?? "vehicles")}>
          <Tabs.List mb="md">
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`shop.client.tabs.${name}`)}
                {name === "vehicles" && ` (${client.data.vehicle_count})`}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="vehicles">{tab === "vehicles" && <VehiclesTab clientId={id} />}</Tabs.Panel>
          <Tabs.Panel value="appointments">{tab === "appointments" && <AppointmentsTab clientId={id} />}</Tabs.Panel>
          <Tabs.Panel value="sales">{tab === "sales" && <SalesTab clientId={id} />}</Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
