import { Alert, Button, Paper, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useStepBackPastEnd } from "../../../shared/api/list-query";
import { ListBody } from "../../../shared/ui/list-screen";
import { PageHeader } from "../../../shared/ui/page-header";
import { recordLoadText } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { type HistorySubject, useAssignmentHistory } from "./assignment-hooks";
import { AssignmentModals } from "./assignment-modals";
import { ASSIGNMENTS_PATH } from "./assignment-paths";
import { AssignmentTable } from "./assignment-table";
import { HistoryChoosers } from "./history-choosers";
import { useAssignmentDialogs } from "./use-assignment-dialogs";

/** `/fleet/assignments/history?vehicle=<id>` or `?employee=<id>`: the assigned history, newest first. */
export function Component() {
  return (
    <RequirePermission permission="assignments.view_history">
      <History />
    </RequirePermission>
  );
}

function subjectOf(params: URLSearchParams): HistorySubject | null {
  const vehicle = params.get("vehicle");
  if (vehicle) return { kind: "vehicle", id: vehicle };
  const employee = params.get("employee");
  return employee ? { kind: "employee", id: employee } : null;
}

function History() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const subject = subjectOf(params);
  const back = (
    <Button component={Link} to={ASSIGNMENTS_PATH} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t("fleet.assignment.history.back")}
    </Button>
  );
  if (!subject) {
    return (
      <Stack gap="lg" maw={1400}>
        <PageHeader
          title={t("fleet.assignment.history.title")}
          description={t("fleet.assignment.history.subtitle")}
          actions={back}
        />
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack>
            <HistoryChoosers subject={null} />
            <Alert role="status" color="blue" variant="light">
              {t("fleet.assignment.history.no_subject")}
            </Alert>
          </Stack>
        </Paper>
      </Stack>
    );
  }
  return <SubjectHistory key={`${subject.kind}:${subject.id}`} subject={subject} back={back} />;
}

function SubjectHistory({ subject, back }: { subject: HistorySubject; back: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const history = useAssignmentHistory(subject, page);
  const dialogs = useAssignmentDialogs();
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("page", String(next));
      return updated;
    });
  useStepBackPastEnd(history.data, page, setPage);

  const found = history.data?.subject;
  const name = found ? (found.code ? `${found.name} (${found.code})` : found.name) : "";
  // The chooser names the subject as its options do: "LEA-1234 · TRK-01", "Imran Khan · EMP-001".
  const chosenLabel = found && (found.code ? `${found.name} · ${found.code}` : found.name);
  const title = history.data
    ? t(`fleet.assignment.history.title_${subject.kind}`, { name })
    : t("fleet.assignment.history.title");

  const choosers = <HistoryChoosers key={chosenLabel ?? ""} subject={subject} subjectLabel={chosenLabel} />;
  if (history.isError && !history.data) {
    return (
      <Stack align="flex-start" maw={600}>
        {choosers}
        <Alert role="alert" color="red" variant="light">
          {recordLoadText(t, history.error, t(`fleet.assignment.history.not_found_${subject.kind}`))}
        </Alert>
        {back}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={title} description={t("fleet.assignment.history.subtitle")} actions={back} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <ListBody toolbar={choosers} list={history}>
          <AssignmentTable
            label={title}
            data={history.data}
            pending={history.isPending}
            isFiltered={false}
            emptyTexts={{ none: t("fleet.assignment.history.empty"), filtered: t("fleet.assignment.history.empty") }}
            onPageChange={setPage}
            onDetails={(a) => dialogs.openDetails(a._id)}
            canViewHistory
          />
        </ListBody>
      </Paper>
      <AssignmentModals dialogs={dialogs} />
    </Stack>
  );
}
