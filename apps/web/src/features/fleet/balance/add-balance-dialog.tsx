import { Modal, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { Currency, TopUpBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { ListState } from "../../../shared/ui/list-state";
import { moneyInText } from "../../../shared/ui/money";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { AddBalanceForm } from "./add-balance-form";
import { useReceivingAccounts, useTopUpCreate } from "./balance-hooks";
import type { ReceivingAccount } from "./receiving-account-picker";

interface Props {
  opened: boolean;
  currency: Currency;
  onClose: () => void;
}

/** The add-balance form in a modal over the balance screen; it closes and says so once the request is sent. */
export function AddBalanceDialog({ opened, currency, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("fleet.balance.add.title")} centered size="lg">
      <RequirePermission permission="balance.add">
        <AddBalance currency={currency} onDone={onClose} />
      </RequirePermission>
    </Modal>
  );
}

// Its own component, so the mutation (and a refusal it showed) starts afresh each time the modal opens.
function AddBalance({ currency, onDone }: { currency: Currency; onDone: () => void }) {
  const { t } = useTranslation();
  const accounts = useReceivingAccounts();
  const create = useTopUpCreate();
  const confirmSend = useConfirmSend(currency, accounts.data ?? []);

  function handleSubmit(body: TopUpBody) {
    confirmSend(body, () =>
      create.mutate(body, {
        onSuccess: () => {
          notify.success(t("fleet.balance.add.toast"));
          onDone();
        },
      }),
    );
  }

  return (
    <ListState
      pending={accounts.isPending}
      loadError={accounts.isError ? accounts.error : null}
      onRetry={() => void accounts.refetch()}
      isEmpty={accounts.data?.length === 0}
      emptyText={t("fleet.balance.add.no_accounts")}
    >
      <AddBalanceForm
        accounts={accounts.data ?? []}
        currency={currency}
        pending={create.isPending}
        errors={create.error}
        onSubmit={handleSubmit}
        onCancel={onDone}
      />
    </ListState>
  );
}

/** A request cannot be changed once sent (its amount is what the operations staff check), so it is read back first. */
function useConfirmSend(currency: Currency, accounts: ReceivingAccount[]) {
  const { t } = useTranslation();
  return (body: TopUpBody, send: () => void) =>
    modals.openConfirmModal({
      title: t("fleet.balance.add.confirm_title"),
      centered: true,
      children: (
        <Text size="sm">
          {t("fleet.balance.add.confirm_text", {
            amount: moneyInText(body.amount, currency),
            bank: accounts.find((account) => account.bank_code === body.bank_code)?.bank_name ?? body.bank_code,
            slip: `\u2068${body.slip_number}\u2069`,
          })}
        </Text>
      ),
      labels: { confirm: t("fleet.balance.add.confirm"), cancel: t("actions.cancel") },
      onConfirm: send,
    });
}
