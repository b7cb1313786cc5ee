import {
  DISPUTE_FILTERS,
  DecideDisputeBody,
  DisputeListQuery,
  type DisputeDto,
  type DisputeOutcome,
} from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { moneyInText } from "../../../shared/ui/money";
import { notify } from "../../../shared/ui/notify";
import { ReasonDialog } from "../../../shared/ui/reason-dialog";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { useDecideDispute, useDisputes } from "./dispute-hooks";
import { DisputeTable } from "./dispute-table";

/** The decision's note as the dialog's reason: the API's own rule for it. */
const NoteForm = z.object({ reason: DecideDisputeBody.shape.note });

/** `/ops/disputes`: the purchases companies dispute, open ones first, each refunded or upheld once. */
export function Component() {
  return (
    <RequirePermission permission="disputes.view">
      <Disputes />
    </RequirePermission>
  );
}

function Disputes() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(DisputeListQuery, useDisputes);
  const decide = useDecideDispute();
  const canDecide = useCan("disputes.decide");
  const [deciding, setDeciding] = useState<{ dispute: DisputeDto; outcome: DisputeOutcome } | null>(null);

  const action = deciding?.outcome === "refunded" ? "refund" : "uphold";
  const valuesOf = (dispute: DisputeDto) => ({
    company: dispute.company_name,
    amount: dispute.total === null ? "—" : moneyInText(dispute.total, dispute.currency),
  });

  function handleDecide(note: string) {
    if (!deciding) return;
    const { dispute, outcome } = deciding;
    decide.mutate(
      { dispute, outcome, note },
      {
        onSuccess: () => {
          notify.success(t(`ops.dispute.${action}.done`, valuesOf(dispute)));
          closeDialog();
        },
      },
    );
  }

  function closeDialog() {
    decide.reset();
    setDeciding(null);
  }

  return (
    <ListScreen
      title={t("ops.dispute.title")}
      description={t("ops.dispute.subtitle")}
      add={false}
      toolbar={
        <FilterTabs
          options={DISPUTE_FILTERS}
          value={query.status}
          textOf={(status) => t(`ops.dispute.tabs.${status}`)}
          onChange={(status) => setQuery({ status, page: 1 })}
        />
      }
      list={list}
      dialog={
        <ReasonDialog
          schema={NoteForm}
          opened={!!deciding}
          title={t(`ops.dispute.${action}.title`)}
          warning={deciding ? t(`ops.dispute.${action}.warning`, valuesOf(deciding.dispute)) : ""}
          reasonLabel={t("ops.dispute.note")}
          reasonPlaceholder={t("ops.dispute.note_placeholder")}
          submitLabel={t(`ops.dispute.${action}.confirm`)}
          pending={decide.isPending}
          errors={decide.error}
          onSubmit={handleDecide}
          onClose={closeDialog}
        />
      }
      maw={1400}
    >
      <DisputeTable
        data={list.data}
        pending={list.isPending}
        isFiltered={false}
        isOpenTab={query.status === "open"}
        canDecide={canDecide}
        onDecide={(dispute, outcome) => setDeciding({ dispute, outcome })}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
