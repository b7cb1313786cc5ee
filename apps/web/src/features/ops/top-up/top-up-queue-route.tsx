import { Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { OpsTopUpListQuery, type OpsTopUpDto, RejectTopUpBody } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { useListPage } from "../../../shared/api/list-query";
import { failureText } from "../../../shared/forms/messages";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { moneyInText } from "../../../shared/ui/money";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ReasonDialog } from "../../../shared/ui/reason-dialog";
import { ProofDialog } from "./proof-dialog";
import { useDecideTopUp, useTopUpQueue } from "./top-up-hooks";
import { TopUpTable } from "./top-up-table";
import { TopUpToolbar } from "./top-up-toolbar";

/** `/ops/top-ups`, the console's home: the queue, its tabs and search in the URL. */
export function Component() {
  return (
    <RequirePermission permission="top_ups.view">
      <TopUpQueue />
    </RequirePermission>
  );
}

function TopUpQueue() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(OpsTopUpListQuery, useTopUpQueue);
  const decide = useDecideTopUp();
  const canDecide = useCan("top_ups.decide");
  const [proofOf, setProofOf] = useState<OpsTopUpDto | null>(null);
  const [rejecting, setRejecting] = useState<OpsTopUpDto | null>(null);

  // Isolated, so an amount reads left to right inside an Arabic sentence.
  const amountOf = (topUp: OpsTopUpDto) => moneyInText(topUp.amount, topUp.currency);
  const showRefusal = (error: unknown) => notify.error(failureText(t, toFailure(error)));

  function handleApprove(topUp: OpsTopUpDto) {
    modals.openConfirmModal({
      title: t("ops.top_up.approve.title"),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            {t("ops.top_up.approve.text", { company: topUp.company_name, amount: amountOf(topUp) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t("ops.top_up.approve.check", { bank: topUp.bank_name, slip: topUp.slip_number })}
          </Text>
        </Stack>
      ),
      labels: { confirm: t("ops.top_up.approve.confirm"), cancel: t("actions.cancel") },
      confirmProps: { color: "teal" },
      onConfirm: () =>
        decide.mutate(
          { action: "approve", topUp },
          {
            onSuccess: () =>
              notify.success(t("ops.top_up.approve.done", { company: topUp.company_name, amount: amountOf(topUp) })),
            onError: showRefusal,
          },
        ),
    });
  }

  function handleReject(reason: string) {
    if (!rejecting) return;
    const topUp = rejecting;
    decide.mutate(
      { action: "reject", topUp, reason },
      {
        onSuccess: () => {
          notify.success(t("ops.top_up.reject.done", { company: topUp.company_name }));
          closeReject();
        },
      },
    );
  }

  function closeReject() {
    decide.reset();
    setRejecting(null);
  }

  return (
    <ListScreen
      title={t("ops.top_up.title")}
      description={t("ops.top_up.subtitle")}
      add={false}
      toolbar={<TopUpToolbar query={query} onChange={setQuery} />}
      list={list}
      dialog={
        <>
          <ProofDialog topUp={proofOf} onClose={() => setProofOf(null)} />
          <ReasonDialog
            schema={RejectTopUpBody}
            opened={!!rejecting}
            title={t("ops.top_up.reject.title")}
            warning={
              rejecting
                ? t("ops.top_up.reject.warning", { company: rejecting.company_name, amount: amountOf(rejecting) })
                : ""
            }
            reasonLabel={t("ops.top_up.reject.reason")}
            submitLabel={t("ops.top_up.reject.confirm")}
            pending={decide.isPending}
            errors={decide.error}
            onSubmit={handleReject}
            onClose={closeReject}
          />
        </>
      }
      maw={1400}
    >
      <TopUpTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search}
        canDecide={canDecide}
        onViewProof={setProofOf}
        onApprove={handleApprove}
        onReject={setRejecting}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
