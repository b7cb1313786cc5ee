import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { type NewTerminalDto, TerminalBody, type TerminalDto } from "@pitlane/domain";
import { IconDeviceTablet, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { failureText } from "../../../shared/forms/messages";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { FormError } from "../../../shared/ui/form-error";
import { ListError } from "../../../shared/ui/list-error";
import { notify } from "../../../shared/ui/notify";
import { SectionCard } from "../../../shared/ui/section-card";
import { useAddTerminal, useRevokeTerminal, useTerminals } from "./station-hooks";
import { TerminalKeyDialog } from "./terminal-key-dialog";

/** The station's terminals, newest first, revoked ones too; an admin adds one (its key shown once) or revokes one. */
export function TerminalsSection({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const [page, setPage] = useState(1);
  const terminals = useTerminals(stationId, { page, limit: 10 });
  const revoke = useRevokeTerminal(stationId);
  const [made, setMade] = useState<NewTerminalDto | null>(null);

  function handleRevoke(terminal: TerminalDto) {
    const names = { name: terminal.name };
    modals.openConfirmModal({
      title: t("ops.station.terminals.revoke.title", names),
      centered: true,
      children: <Text size="sm">{t("ops.station.terminals.revoke.text")}</Text>,
      labels: { confirm: t("ops.station.terminals.revoke.confirm"), cancel: t("actions.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        revoke.mutate(terminal._id, {
          onSuccess: () => notify.success(t("ops.station.terminals.revoke.done", names)),
          onError: (error) => notify.error(failureText(t, toFailure(error))),
        }),
    });
  }

  const columns: Column<TerminalDto>[] = [
    {
      key: "name",
      header: t("ops.station.terminals.name"),
      isMain: true,
      render: (row) => <bdi>{row.name}</bdi>,
    },
    { key: "created", header: t("ops.station.terminals.created_at"), render: (row) => clock.dateTime(row.created_at) },
    {
      key: "status",
      header: t("ops.station.terminals.status"),
      render: (row) => (
        <Stack gap={2}>
          <Badge color={row.status === "active" ? "teal" : "gray"} variant="light" miw="max-content">
            {t(`ops.station.terminals.statuses.${row.status}`)}
          </Badge>
          {row.revoked_at && (
            <Text size="xs" c="dimmed">
              {t("ops.station.terminals.revoked_at", { at: clock.dateTime(row.revoked_at) })}
            </Text>
          )}
        </Stack>
      ),
    },
    ...(canEdit
      ? [
          {
            key: "actions",
            header: t("ops.station.terminals.actions"),
            alignEnd: true,
            render: (row: TerminalDto) =>
              row.status === "active" && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={t("ops.station.terminals.revoke.of", { name: row.name })}
                  onClick={() => handleRevoke(row)}
                >
                  {t("ops.station.terminals.revoke.action")}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <SectionCard title={t("ops.station.terminals.title")}>
      <Text size="sm" c="dimmed">
        {t("ops.station.terminals.text")}
      </Text>
      {terminals.isError ? (
        <ListError error={terminals.error} onRetry={() => void terminals.refetch()} />
      ) : (
        <DataTable
          label={t("ops.station.terminals.title")}
          columns={columns}
          data={terminals.data}
          pending={terminals.isPending}
          isFiltered={false}
          emptyTexts={{ none: t("ops.station.terminals.empty"), filtered: t("ops.station.terminals.empty") }}
          emptyIcon={IconDeviceTablet}
          onPageChange={setPage}
        />
      )}
      {canEdit && <AddTerminalForm stationId={stationId} onAdded={setMade} />}
      <TerminalKeyDialog terminal={made} onClose={() => setMade(null)} />
    </SectionCard>
  );
}

function AddTerminalForm({ stationId, onAdded }: { stationId: string; onAdded: (terminal: NewTerminalDto) => void }) {
  const { t } = useTranslation();
  const add = useAddTerminal(stationId);
  const { form, field, formProps, formError } = useSchemaForm(TerminalBody, { name: "" }, add.error);

  function handleSubmit(body: TerminalBody) {
    add.mutate(body, {
      onSuccess: (terminal) => {
        form.reset();
        onAdded(terminal);
      },
    });
  }

  return (
    <form {...formProps(handleSubmit)} aria-label={t("ops.station.terminals.new")}>
      <Stack gap="sm">
        <Group align="flex-start">
          <TextInput
            label={t("ops.station.terminals.name")}
            placeholder={t("ops.station.terminals.name_placeholder")}
            withAsterisk
            dir="auto"
            w={300}
            {...field("name")}
          />
          <Button type="submit" mt={25} variant="light" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            {t("ops.station.terminals.add")}
          </Button>
        </Group>
        <FormError failure={formError} />
      </Stack>
    </form>
  );
}
