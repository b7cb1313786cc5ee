import { Button, Center, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import type { AppointmentSettingsDto } from "@pitlane/domain";
import { IconAdjustmentsHorizontal, IconPlus } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { useUrlDialog } from "../../../shared/ui/use-form-dialog";
import AppointmentCalendar from "./appointment-calendar";
import { AppointmentDetails } from "./appointment-details";
import { columnsOf, eventsOf, firstStart, newBookingPath, slotStartOf } from "./appointment-events";
import { useCalendarData } from "./appointment-hooks";
import { AppointmentSettingsDialog } from "./appointment-settings-dialog";
import { type CalendarState, calendarStateOf, visibleRange, withCalendarState } from "./calendar-state";
import { CalendarToolbar } from "./calendar-toolbar";

/** An appointment's details (`?appointment=<id>`) and the settings (`?settings=1`) open over the calendar. */
const DIALOG_KEYS = ["appointment", "settings"] as const;
const EIGHT_AM = new Date(1970, 0, 1, 8, 0);

/** The calendar of the booked employees, its view, date and branch in the URL. */
export function AppointmentScreen({ settings }: { settings: AppointmentSettingsDto }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const dialogs = useUrlDialog(DIALOG_KEYS);
  const canBook = useCan("job_cards.add");
  const canEditSettings = useCan("store_settings.edit");
  // "Today" and "now" are the shop's, whatever the browser's zone (appointments are on its wall clock).
  const clock = useTenantClock();
  const getNow = clock.now;
  const today = clock.today();
  const state = calendarStateOf(dialogs.params, today);
  const range = visibleRange(state.view, state.date);
  const { columns, appointments, hasNoColumns } = useCalendarData(range, state.branchId);

  const columnList = useMemo(() => columnsOf(columns.data ?? [], i18n.language), [columns.data, i18n.language]);
  const events = useMemo(
    () => (hasNoColumns ? [] : eventsOf(appointments.data ?? [])),
    [hasNoColumns, appointments.data],
  );
  const scrollTo = useMemo(() => firstStart(events) ?? EIGHT_AM, [events]);
  const hasData = columns.data !== undefined && (hasNoColumns || appointments.data !== undefined);
  const isCurrent = hasData && !columns.isPlaceholderData && !appointments.isPlaceholderData;
  const loadError = columns.error ?? appointments.error;
  const selectedId = dialogs.params.get("appointment");

  const change = (patch: Partial<CalendarState>) =>
    setParams((current) => withCalendarState(current, { ...calendarStateOf(current, today), ...patch }), {
      replace: true,
    });
  const bookingDate = state.date < today ? today : state.date;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("shop.appointment.title")}
        description={t("shop.appointment.subtitle")}
        actions={
          <Group gap="sm">
            {canEditSettings && (
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={16} />}
                onClick={() => dialogs.open({ settings: "1" })}
              >
                {t("shop.appointment.settings.action")}
              </Button>
            )}
            {canBook && (
              <Button
                component={Link}
                to={newBookingPath({ date: bookingDate, branchId: state.branchId })}
                leftSection={<IconPlus size={16} />}
              >
                {t("shop.appointment.new_booking")}
              </Button>
            )}
          </Group>
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <CalendarToolbar state={state} range={range} today={today} onChange={change} />
          {loadError && (
            <ListError
              error={loadError}
              onRetry={() => void (columns.isError ? columns.refetch() : appointments.refetch())}
            />
          )}
          {!hasData ? (
            !loadError && (
              <Center py="xl" role="status" aria-label={t("shop.appointment.calendar.loading")}>
                <Loader />
              </Center>
            )
          ) : hasNoColumns ? (
            <Text c="dimmed" role="status">
              {t("shop.appointment.empty.no_columns")}
            </Text>
          ) : (
            <>
              {isCurrent && events.length === 0 && (
                <Text c="dimmed" role="status">
                  {state.view === "day" ? t("shop.appointment.empty.day") : t("shop.appointment.empty.days")}
                </Text>
              )}
              {canBook && (
                <Text size="sm" c="dimmed">
                  {t("shop.appointment.calendar.book_hint")}
                </Text>
              )}
              <Paper
                withBorder
                radius="sm"
                className="app-calendar"
                role="region"
                aria-label={t("shop.appointment.calendar.label")}
                aria-busy={!isCurrent}
                h="max(560px, calc(100vh - 340px))"
                data-testid="appointment-calendar"
              >
                <AppointmentCalendar
                  view={state.view}
                  date={state.date}
                  columns={columnList}
                  events={events}
                  step={settings.slot_interval}
                  getNow={getNow}
                  scrollTo={scrollTo}
                  onOpen={(id) => dialogs.open({ appointment: id })}
                  onDrillDown={(day) => change({ view: "day", date: dayjs(day).format("YYYY-MM-DD") })}
                  onBook={
                    canBook
                      ? ({ start, employeeId }) =>
                          void navigate(newBookingPath({ ...slotStartOf(start), branchId: state.branchId, employeeId }))
                      : undefined
                  }
                />
              </Paper>
            </>
          )}
        </Stack>
      </Paper>
      <AppointmentDetails
        isOpen={selectedId !== null}
        appointment={events.find((e) => e.id === selectedId)?.appointment ?? null}
        isLoading={!isCurrent && !loadError}
        onClose={dialogs.close}
      />
      <AppointmentSettingsDialog
        isOpen={dialogs.params.get("settings") !== null}
        slotInterval={settings.slot_interval}
        onClose={dialogs.close}
      />
    </Stack>
  );
}
