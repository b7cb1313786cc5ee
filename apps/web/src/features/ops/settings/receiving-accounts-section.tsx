import { Button, Group, Modal, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { OpsReceivingAccountDto } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { RowActions } from "../../../shared/ui/row-actions";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { statusColumn } from "../../../shared/ui/table-columns";
import { knownText } from "../shared/known-text";
import { AddReceivingAccountForm, EditReceivingAccountForm } from "./receiving-account-form";
import { useAddReceivingAccount, useUpdateReceivingAccount } from "./settings-hooks";

type Account = OpsReceivingAccountDto;
type Dialog = { mode: "add" } | { mode: "edit"; account: Account } | null;

/**
 * The platform's bank accounts the companies pay into, per country. An admin adds one per bank,
 * edits its title and IBAN, and switches it off rather than deleting it: past top-ups name its bank.
 */
export function ReceivingAccountsSection({ accounts, canEdit }: { accounts: Account[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const add = useAddReceivingAccount();
  const update = useUpdateReceivingAccount();
  const [dialog, setDialog] = useState<Dialog>(null);
  const country = (code: string) => knownText(t, "ops.settings.accounts.countries", code);

  function close() {
    add.reset();
    update.reset();
    setDialog(null);
  }

  function handleActive(account: Account) {
    const verb = account.active ? "deactivate" : "reactivate";
    const names = { bank: account.bank_name, country: country(account.country) };
    modals.openConfirmModal({
      title: t(`ops.settings.accounts.${verb}.title`, names),
      centered: true,
      children: <Text size="sm">{t(`ops.settings.accounts.${verb}.text`, names)}</Text>,
      labels: { confirm: t(`ops.settings.accounts.${verb}.confirm`), cancel: t("actions.cancel") },
      confirmProps: account.active ? { color: "red" } : {},
      onConfirm: () =>
        update.mutate(
          {
            id: account._id,
            body: { account_title: account.account_title, iban: account.iban, active: !account.active },
          },
          {
            onSuccess: () => notify.success(t(`ops.settings.accounts.${verb}.done`, names)),
            onError: (error) => notify.error(failureText(t, toFailure(error))),
          },
        ),
    });
  }

  return (
    <SectionCard title={t("ops.settings.accounts.title")}>
      <StaticTable<Account>
        label={t("ops.settings.accounts.title")}
        rows={accounts}
        rowKey={(account) => account._id}
        empty={t("ops.settings.accounts.empty")}
        minWidth={760}
        columns={[
          { key: "country", header: t("fields.country"), render: (a) => country(a.country) },
          { key: "bank", header: t("ops.settings.accounts.bank"), isMain: true, render: (a) => a.bank_name },
          {
            key: "title",
            header: t("ops.settings.accounts.account_title"),
            render: (a) => <bdi>{a.account_title}</bdi>,
          },
          { key: "iban", header: t("ops.settings.accounts.iban"), render: (a) => <bdi dir="ltr">{a.iban}</bdi> },
          statusColumn<Account>(t),
          ...(canEdit
            ? [
                {
                  key: "actions",
                  header: t("ops.settings.accounts.actions"),
                  alignEnd: true,
                  render: (a: Account) => (
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <RowActions
                        onEdit={() => setDialog({ mode: "edit", account: a })}
                        editLabel={t("ops.settings.accounts.edit_of", { bank: a.bank_name })}
                        deleteLabel=""
                      />
                      <Button
                        size="xs"
                        variant="light"
                        color={a.active ? "red" : "teal"}
                        aria-label={t(`ops.settings.accounts.${a.active ? "deactivate" : "reactivate"}.of`, {
                          bank: a.bank_name,
                          country: country(a.country),
                        })}
                        onClick={() => handleActive(a)}
                      >
                        {t(`ops.settings.accounts.${a.active ? "deactivate" : "reactivate"}.action`)}
                      </Button>
                    </Group>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canEdit && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setDialog({ mode: "add" })}>
            {t("ops.settings.accounts.add")}
          </Button>
        </Group>
      )}
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog?.mode === "edit" ? t("ops.settings.accounts.edit") : t("ops.settings.accounts.add")}
        centered
      >
        {dialog?.mode === "add" && (
          <AddReceivingAccountForm
            pending={add.isPending}
            errors={add.error}
            onCancel={close}
            onSubmit={(body) =>
              add.mutate(body, {
                onSuccess: (account) => {
                  notify.success(t("ops.settings.accounts.added", { bank: account.bank_name }));
                  close();
                },
              })
            }
          />
        )}
        {dialog?.mode === "edit" && (
          <EditReceivingAccountForm
            account={dialog.account}
            pending={update.isPending}
            errors={update.error}
            onCancel={close}
            onSubmit={(body) =>
              update.mutate(
                { id: dialog.account._id, body },
                {
                  onSuccess: () => {
                    notify.success(t("ops.settings.saved"));
                    close();
                  },
                },
              )
            }
          />
        )}
      </Modal>
    </SectionCard>
  );
}
