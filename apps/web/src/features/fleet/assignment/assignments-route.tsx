import "@mantine/core/styles/Tabs.css";
import { Button, Center, Loader, Paper, Stack, Tabs } from "@mantine/core";
import { IconCalendar, IconList, IconPlus } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { AssignmentListView } from "./assignment-list-view";
import { AssignmentModals } from "./assignment-modals";
import { useAssignmentDialogs } from "./use-assignment-dialogs";

/** react-big-calendar and its stylesheet load only when the calendar is opened. */
const AssignmentCalendar = lazy(() => import("./assignment-calendar"));

const MODES = ["list", "calendar"] as const;

/** `/fleet/assignments`: who drives which vehicle, as a list or on a calendar (`?view=calendar`). */
export function Component() {
  return (
    <RequirePermission permission="assignments.view">
      <Assignments />
    </RequirePermission>
  );
}

function Assignments() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode = MODES.find((m) => m === params.get("view")) ?? "list";
  const dialogs = useAssignmentDialogs();
  const canAdd = useCan("assignments.add");

  // Each view keeps its own parameters; switching starts the other one afresh.
  const switchTo = (next: string) => setParams(next === "calendar" ? { view: "calendar" } : {});

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        title={t("fleet.assignment.title")}
        description={t("fleet.assignment.subtitle")}
        actions={
          canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => dialogs.openAdd()}>
              {t("fleet.assignment.assign")}
            </Button>
          )
        }
      />
      <Tabs value={mode} onChange={(next) => switchTo(next ?? "list")} variant="outline">
        <Tabs.List aria-label={t("fleet.assignment.view_label")}>
          {MODES.map((m) => (
            <Tabs.Tab
              key={m}
              value={m}
              leftSection={m === "list" ? <IconList size={16} /> : <IconCalendar size={16} />}
            >
              {t(`fleet.assignment.views.${m}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          {mode === "list" ? (
            <AssignmentListView onDetails={dialogs.openDetails} onEdit={dialogs.openEdit} />
          ) : (
            <Suspense
              fallback={
                <Center py="xl" role="status" aria-label={t("loading")}>
                  <Loader />
                </Center>
              }
            >
              <AssignmentCalendar onDetails={dialogs.openDetails} onAssign={canAdd ? dialogs.openAdd : undefined} />
            </Suspense>
          )}
        </Stack>
      </Paper>
      <AssignmentModals dialogs={dialogs} />
    </Stack>
  );
}
