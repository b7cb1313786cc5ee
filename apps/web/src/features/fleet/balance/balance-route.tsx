import { Button, Stack } from "@mantine/core";
import { type TopUpDto, TopUpListQuery } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFailureText } from "../../../shared/api/download";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { useImage } from "../../../shared/api/upload";
import { useCan } from "../../../shared/session/permissions";
import { useFleetSession } from "../../../shared/session/session-views";
import { ListBody } from "../../../shared/ui/list-screen";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ProofImageDialog } from "../../../shared/top-up/proof-image-dialog";
import { SectionCard } from "../../../shared/ui/section-card";
import { useUrlDialog } from "../../../shared/ui/use-form-dialog";
import { AddBalanceDialog } from "./add-balance-dialog";
import { BalanceSummary } from "./balance-summary";
import { useTopUpExport, useTopUpList } from "./balance-hooks";
import { ThresholdSection } from "./threshold-section";
import { TopUpTable } from "./top-up-table";
import { TopUpToolbar } from "./top-up-toolbar";

/** `/fleet/balance`: the wallet, adding to it, its history and its alert, as far as the role allows. */
export function Component() {
  return (
    <RequirePermission permission={["balance.view", "balance.add"]}>
      <BalanceScreen />
    </RequirePermission>
  );
}

function BalanceScreen() {
  const { t } = useTranslation();
  const { company } = useFleetSession();
  const canAdd = useCan("balance.add");
  const canView = useCan("balance.view");
  // The add form is kept in the URL (`?add=1`): a reload keeps it open and Back closes it.
  const addDialog = useUrlDialog(["add"]);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t("fleet.balance.title")}
        description={t("fleet.balance.subtitle")}
        actions={
          canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => addDialog.open({ add: "1" })}>
              {t("fleet.balance.add.open")}
            </Button>
          )
        }
      />
      <BalanceSummary currency={company.currency} />
      {canView && <TopUpHistory />}
      {canAdd && <ThresholdSection currency={company.currency} />}
      {canAdd && (
        <AddBalanceDialog
          opened={addDialog.params.get("add") === "1"}
          currency={company.currency}
          onClose={addDialog.close}
        />
      )}
    </Stack>
  );
}

/** The history's card: search, tabs, export and the table; page and filters in the URL. */
function TopUpHistory() {
  const { t } = useTranslation();
  const { company } = useFleetSession();
  const { query, setQuery, setPage } = useListQuery(TopUpListQuery);
  const list = useTopUpList(query);
  useStepBackPastEnd(list.data, query.page, (page) => setPage(page, { replace: true }));
  const exportFile = useTopUpExport();
  const [proof, setProof] = useState<TopUpDto | null>(null);
  const proofImage = useImage(proof?.proof_id ?? null);

  function handleExport() {
    exportFile.mutate(
      { status: query.status, search: query.search },
      { onError: (error) => notify.error(downloadFailureText(t, error, t("fleet.balance.history.export_failed"))) },
    );
  }

  return (
    <SectionCard title={t("fleet.balance.history.title")}>
      <ListBody
        toolbar={
          <TopUpToolbar query={query} onChange={setQuery} onExport={handleExport} isExporting={exportFile.isPending} />
        }
        list={list}
      >
        <TopUpTable
          data={list.data}
          pending={list.isPending}
          isFiltered={!!query.search || query.status !== "all"}
          onPageChange={setPage}
          currency={company.currency}
          onViewProof={setProof}
        />
      </ListBody>
      <ProofImageDialog slip={proof?.slip_number ?? null} image={proofImage} onClose={() => setProof(null)} />
    </SectionCard>
  );
}
