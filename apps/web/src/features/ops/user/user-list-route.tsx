import "../../../shared/ui/select-styles";
import "@mantine/core/styles/Switch.css";
import { Modal, Select, Switch, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { ListQuery, OPS_ROLES, type OpsUserRowDto } from "@pitlane/domain";
import { IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { useListPage } from "../../../shared/api/list-query";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { failureText } from "../../../shared/forms/messages";
import { useCan } from "../../../shared/session/permissions";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { ListScreen } from "../../../shared/ui/list-screen";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { SearchInput } from "../../../shared/ui/search-input";
import { useAddOpsUser, useOpsUsers, useUpdateOpsUser } from "./user-hooks";
import { UserForm } from "./user-form";

/** `/ops/users`: the console's users; add one, change a role, switch one off. */
export function Component() {
  return (
    <RequirePermission permission="ops_users.view">
      <UserList />
    </RequirePermission>
  );
}

function UserList() {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const { query, setQuery, setPage, list } = useListPage(ListQuery, useOpsUsers);
  const canEdit = useCan("ops_users.edit");
  const add = useAddOpsUser();
  const update = useUpdateOpsUser();
  const [isAdding, setIsAdding] = useState(false);

  function closeAdd() {
    add.reset();
    setIsAdding(false);
  }

  function change(user: OpsUserRowDto, patch: Partial<Pick<OpsUserRowDto, "role" | "active">>) {
    update.mutate(
      { id: user._id, body: { role: patch.role ?? user.role, active: patch.active ?? user.active } },
      {
        onSuccess: () => notify.success(t("ops.user.saved", { name: user.name })),
        // The last active admin stays one: `ops_last_admin` says why.
        onError: (error) => notify.error(failureText(t, toFailure(error))),
      },
    );
  }

  function handleActive(user: OpsUserRowDto, active: boolean) {
    if (active) return change(user, { active });
    modals.openConfirmModal({
      title: t("ops.user.switch_off.title", { name: user.name }),
      centered: true,
      children: <Text size="sm">{t("ops.user.switch_off.text")}</Text>,
      labels: { confirm: t("ops.user.switch_off.confirm"), cancel: t("actions.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => change(user, { active }),
    });
  }

  const columns: Column<OpsUserRowDto>[] = [
    { key: "name", header: t("ops.user.fields.name"), isMain: true, render: (row) => <bdi>{row.name}</bdi> },
    { key: "email", header: t("fields.email"), render: (row) => <bdi dir="ltr">{row.email}</bdi> },
    {
      key: "role",
      header: t("ops.user.fields.role"),
      render: (row) =>
        canEdit ? (
          <Select
            aria-label={t("ops.user.role_of", { name: row.name })}
            size="xs"
            w={150}
            allowDeselect={false}
            data={OPS_ROLES.map((role) => ({ value: role, label: t(`ops.roles.${role}`) }))}
            value={row.role}
            onChange={(role) => {
              const picked = OPS_ROLES.find((known) => known === role);
              if (picked && picked !== row.role) change(row, { role: picked });
            }}
          />
        ) : (
          t(`ops.roles.${row.role}`)
        ),
    },
    {
      key: "active",
      header: t("fields.status"),
      render: (row) => (
        <Switch
          checked={row.active}
          disabled={!canEdit}
          label={row.active ? t("statuses.active") : t("statuses.inactive")}
          aria-label={t("ops.user.active_of", { name: row.name })}
          onChange={(event) => handleActive(row, event.currentTarget.checked)}
        />
      ),
    },
    { key: "created", header: t("ops.user.created_at"), render: (row) => clock.date(row.created_at) },
  ];

  return (
    <ListScreen
      title={t("ops.user.title")}
      description={t("ops.user.subtitle")}
      add={canEdit && { label: t("ops.user.add"), onClick: () => setIsAdding(true) }}
      toolbar={
        <SearchInput
          placeholder={t("ops.user.search")}
          value={query.search}
          onSearch={(search) => setQuery({ search, page: 1 }, { replace: true })}
        />
      }
      list={list}
      dialog={
        <Modal opened={isAdding} onClose={closeAdd} title={t("ops.user.add")} centered>
          {isAdding && (
            <UserForm
              pending={add.isPending}
              errors={add.error}
              onCancel={closeAdd}
              onSubmit={(body) =>
                add.mutate(body, {
                  onSuccess: (user) => {
                    notify.success(t("ops.user.added", { name: user.name }));
                    closeAdd();
                  },
                })
              }
            />
          )}
        </Modal>
      }
      maw={1000}
    >
      <DataTable
        label={t("ops.user.title")}
        columns={columns}
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search}
        emptyTexts={{ none: t("ops.user.empty"), filtered: t("ops.user.empty_filtered") }}
        emptyIcon={IconUsers}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
