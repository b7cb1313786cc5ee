import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { AttendantBody, type AttendantDto } from "@pitlane/domain";
import { IconPlus, IconUser } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { FormError } from "../../../shared/ui/form-error";
import { ListError } from "../../../shared/ui/list-error";
import { notify } from "../../../shared/ui/notify";
import { SectionCard } from "../../../shared/ui/section-card";
import { useAddAttendant, useAttendants, useUpdateAttendant } from "./station-hooks";

/** The people who sign in on the station's terminal page: an admin adds one, or switches one off or on. */
export function AttendantsSection({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const attendants = useAttendants(stationId, { page, limit: 10 });
  const update = useUpdateAttendant(stationId);

  function handleSwitch(attendant: AttendantDto) {
    const names = { name: attendant.name };
    const turn = attendant.active ? "off" : "on";
    modals.openConfirmModal({
      title: t(`ops.station.attendants.switch_${turn}.title`, names),
      centered: true,
      children: <Text size="sm">{t(`ops.station.attendants.switch_${turn}.text`)}</Text>,
      labels: { confirm: t(`ops.station.attendants.switch_${turn}.confirm`), cancel: t("actions.cancel") },
      confirmProps: { color: attendant.active ? "red" : "teal" },
      onConfirm: () =>
        update.mutate(
          { attendantId: attendant._id, body: { active: !attendant.active } },
          {
            onSuccess: () => notify.success(t(`ops.station.attendants.switch_${turn}.done`, names)),
            onError: (error) => notify.error(failureText(t, toFailure(error))),
          },
        ),
    });
  }

  const columns: Column<AttendantDto>[] = [
    { key: "name", header: t("ops.station.attendants.name"), isMain: true, render: (row) => <bdi>{row.name}</bdi> },
    { key: "email", header: t("ops.station.attendants.email"), render: (row) => <bdi>{row.email}</bdi> },
    {
      key: "status",
      header: t("ops.station.attendants.status"),
      render: (row) => (
        <Badge color={row.active ? "teal" : "gray"} variant="light" miw="max-content">
          {t(`ops.station.attendants.statuses.${row.active ? "active" : "inactive"}`)}
        </Badge>
      ),
    },
    ...(canEdit
      ? [
          {
            key: "actions",
            header: t("ops.station.attendants.actions"),
            alignEnd: true,
            render: (row: AttendantDto) => (
              <Button
                size="xs"
                variant="light"
                color={row.active ? "red" : "teal"}
                aria-label={t(`ops.station.attendants.switch_${row.active ? "off" : "on"}.of`, { name: row.name })}
                onClick={() => handleSwitch(row)}
              >
                {t(`ops.station.attendants.switch_${row.active ? "off" : "on"}.action`)}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <SectionCard title={t("ops.station.attendants.title")}>
      <Text size="sm" c="dimmed">
        {t("ops.station.attendants.text")}
      </Text>
      {attendants.isError ? (
        <ListError error={attendants.error} onRetry={() => void attendants.refetch()} />
      ) : (
        <DataTable
          label={t("ops.station.attendants.title")}
          columns={columns}
          data={attendants.data}
          pending={attendants.isPending}
          isFiltered={false}
          emptyTexts={{ none: t("ops.station.attendants.empty"), filtered: t("ops.station.attendants.empty") }}
          emptyIcon={IconUser}
          onPageChange={setPage}
        />
      )}
      {canEdit && <AddAttendantForm stationId={stationId} />}
    </SectionCard>
  );
}

function AddAttendantForm({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const add = useAddAttendant(stationId);
  const { form, field, formProps, formError } = useSchemaForm(
    AttendantBody,
    { name: "", email: "", password: "" },
    add.error,
  );

  function handleSubmit(body: AttendantBody) {
    add.mutate(body, {
      onSuccess: (attendant) => {
        form.reset();
        notify.success(t("ops.station.attendants.added", { name: attendant.name }));
      },
    });
  }

  return (
    <form {...formProps(handleSubmit)} aria-label={t("ops.station.attendants.new")}>
      <Stack gap="sm">
        <Group align="flex-start">
          <TextInput label={t("ops.station.attendants.name")} withAsterisk dir="auto" w={220} {...field("name")} />
          <TextInput
            label={t("ops.station.attendants.email")}
            type="email"
            withAsterisk
            dir="ltr"
            w={260}
            {...field("email")}
          />
          <PasswordInput
            label={t("ops.station.attendants.password")}
            withAsterisk
            w={220}
            autoComplete="new-password"
            {...field("password")}
          />
          <Button type="submit" mt={25} variant="light" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            {t("ops.station.attendants.add")}
          </Button>
        </Group>
        <FormError failure={formError} />
      </Stack>
    </form>
  );
}
