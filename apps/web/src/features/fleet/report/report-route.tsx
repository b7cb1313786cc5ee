import "@mantine/core/styles/Tabs.css";
import { Paper, Stack, Tabs } from "@mantine/core";
import { REPORT_KINDS, type ReportKind } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useListQuery } from "../../../shared/api/list-query";
import { downloadFailureText } from "../../../shared/api/download";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useCan } from "../../../shared/session/permissions";
import { useFleetSession } from "../../../shared/session/session-views";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ConsumptionReport, EmployeeReport } from "./fill-reports";
import { FuelingReport, TopUpReport } from "./history-reports";
import { useReportExport } from "./report-hooks";
import { FILTERS_CLEARED, ReportScreenQuery, apiQueries, isFiltered, rangeOf } from "./report-query";
import { ReportToolbar } from "./report-toolbar";

/** `/fleet/reports`: the four reports of spec 001 as tabs; the report, page, range and filters in the URL. */
export function Component() {
  return (
    <RequirePermission permission="reports.view">
      <Reports />
    </RequirePermission>
  );
}

function Reports() {
  const { t, i18n } = useTranslation();
  const { company } = useFleetSession();
  const clock = useTenantClock();
  const { query, setQuery, setPage } = useListQuery(ReportScreenQuery);
  const range = rangeOf(query, clock.today());
  const queries = apiQueries(query, range);
  const canExport = useCan("reports.export");
  const csv = useReportExport(query.report, "csv");
  const pdf = useReportExport(query.report, "pdf");
  const { page: _page, limit: _limit, ...filters } = queries[query.report];
  const failed = (error: unknown) =>
    notify.error(downloadFailureText(t, error, t("fleet.report.toolbar.export_failed")));

  const shown = { currency: company.currency, isFiltered: isFiltered(query), onPageChange: setPage };
  const panels: Record<ReportKind, ReactNode> = {
    consumption: <ConsumptionReport query={queries.consumption} {...shown} />,
    "top-ups": <TopUpReport query={queries["top-ups"]} {...shown} />,
    fuelings: <FuelingReport query={queries.fuelings} {...shown} />,
    employees: <EmployeeReport query={queries.employees} {...shown} />,
  };

  return (
    <Stack gap="lg" maw={1600}>
      <PageHeader
        title={t("fleet.report.title")}
        description={t("fleet.report.subtitle", { company: company.company_name })}
      />
      <Tabs
        value={query.report}
        onChange={(report) => {
          const picked = REPORT_KINDS.find((kind) => kind === report);
          if (picked) setQuery({ ...FILTERS_CLEARED, report: picked });
        }}
      >
        <Tabs.List aria-label={t("fleet.report.tabs.label")}>
          {REPORT_KINDS.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`fleet.report.tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="lg">
          <ReportToolbar
            query={query}
            range={range}
            onChange={setQuery}
            exports={
              canExport
                ? {
                    onCsv: () => csv.mutate(filters, { onError: failed }),
                    onPdf: () =>
                      pdf.mutate({ ...filters, lang: i18n.language === "ar" ? "ar" : "en" }, { onError: failed }),
                    isCsvPending: csv.isPending,
                    isPdfPending: pdf.isPending,
                  }
                : undefined
            }
          />
          {panels[query.report]}
        </Stack>
      </Paper>
    </Stack>
  );
}
