import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { ClientDto } from "@pitlane/domain";
import { IconRestore, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { actionsColumn } from "../../../shared/ui/table-columns";
import { clientEditPath, clientPath } from "./client-paths";
import { Phone } from "../../../shared/ui/phone";

export interface ClientTableProps extends ListTableProps<ClientDto> {
  /** The archived clients: no page of their own to open, only Restore. */
  isArchived: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (client: ClientDto) => void;
  onRestore: (client: ClientDto) => void;
}

/** Numbers and phones read left to right on either page. */
const Ltr = ({ children }: { children: string }) => (
  <bdi dir="ltr" style={{ unicodeBidi: "isolate" }}>
    {children}
  </bdi>
);

export function ClientTable({ isArchived, canEdit, canDelete, onDelete, onRestore, ...list }: ClientTableProps) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const navigate = useNavigate();

  const columns: Column<ClientDto>[] = [
    {
      key: "name",
      header: t("shop.client.columns.name"),
      isMain: true,
      render: (c) => (
        <Stack gap={0} align="flex-start">
          {isArchived ? (
            <bdi>{c.name}</bdi>
          ) : (
            <Anchor component={Link} to={clientPath(c._id)} fw={500}>
              <bdi>{c.name}</bdi>
            </Anchor>
          )}
          {c.email && (
            <Text size="sm" c="dimmed">
              <Ltr>{c.email}</Ltr>
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "phone", header: t("shop.client.fields.phone"), render: (c) => <Phone value={c.phone} /> },
    {
      key: "identity_number",
      header: t("shop.client.fields.identity_number"),
      render: (c) => (c.identity_number_display ? <Ltr>{c.identity_number_display}</Ltr> : "—"),
    },
    { key: "vehicles", header: t("shop.client.columns.vehicles"), render: (c) => c.vehicle_count },
    isArchived
      ? {
          key: "archived_at",
          header: t("shop.client.columns.archived"),
          render: (c) => (c.archived_at ? clock.date(c.archived_at) : "—"),
        }
      : { key: "created_at", header: t("shop.client.columns.added"), render: (c) => clock.date(c.created_at) },
    isArchived
      ? {
          key: "actions",
          header: t("shop.client.columns.actions"),
          alignEnd: true,
          render: (c) =>
            canEdit && (
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRestore size={14} aria-hidden />}
                  aria-label={t("shop.client.actions.restore", { name: c.name })}
                  onClick={() => onRestore(c)}
                >
                  {t("shop.client.restore.action")}
                </Button>
              </Group>
            ),
        }
      : actionsColumn(t("shop.client.columns.actions"), (c) => ({
          editTo: canEdit ? clientEditPath(c._id) : null,
          editLabel: t("shop.client.actions.edit", { name: c.name }),
          onDelete: canDelete ? () => onDelete(c) : null,
          deleteLabel: t("shop.client.actions.delete", { name: c.name }),
        })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.client.title")}
      columns={columns}
      emptyTexts={
        isArchived
          ? { none: t("shop.client.list.empty_archived"), filtered: t("shop.client.list.empty_filtered") }
          : { none: t("shop.client.list.empty"), filtered: t("shop.client.list.empty_filtered") }
      }
      emptyIcon={IconUsers}
      minWidth={860}
      onRowClick={isArchived ? undefined : (c) => void navigate(clientPath(c._id))}
    />
  );
}
