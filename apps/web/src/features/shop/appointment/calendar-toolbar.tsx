// The control's indicator is a FloatingIndicator: without its styles it sits at the start edge, wrong in right to left.
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/dates/styles.css";
import { ActionIcon, Button, Group, SegmentedControl, Title } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { dayjsLocaleOf } from "../../../shared/calendar/dayjs-locales";
import { PICKER_DATE_FORMAT } from "../../../shared/clock/tenant-clock";
import { TenantDatesProvider } from "../../../shared/clock/tenant-dates-provider";
import { useCan } from "../../../shared/session/permissions";
import { BranchSelect } from "../branch/branch-select";
import {
  APPOINTMENT_VIEWS,
  type AppointmentView,
  type CalendarState,
  type DateRange,
  rangeTitle,
  shiftDate,
} from "./calendar-state";

interface Props {
  state: CalendarState;
  range: DateRange;
  /** The shop's today, "YYYY-MM-DD". */
  today: string;
  onChange: (patch: Partial<CalendarState>) => void;
}

/** Today, previous, next and a date picker; the view; the branch filter; and the shown dates as a heading. */
export function CalendarToolbar({ state, range, today, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const locale = dayjsLocaleOf(i18n.language);
  // The branch filter is left out when the role cannot read the branches, rather than shown empty.
  const canFilterByBranch = useCan("branches.view");
  const isRtl = i18n.dir() === "rtl";
  const shift = (direction: 1 | -1) => onChange({ date: shiftDate(state.view, state.date, direction) });

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label={t("shop.appointment.nav.label")}>
          <Button variant="default" onClick={() => onChange({ date: today })}>
            {t("shop.appointment.nav.today")}
          </Button>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t("shop.appointment.nav.previous")}
            onClick={() => shift(-1)}
          >
            {isRtl ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t("shop.appointment.nav.next")}
            onClick={() => shift(1)}
          >
            {isRtl ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
          <TenantDatesProvider>
            <DatePickerInput
              label={t("shop.appointment.nav.date")}
              value={state.date}
              valueFormat={PICKER_DATE_FORMAT}
              onChange={(date) => date && onChange({ date })}
              w={190}
            />
          </TenantDatesProvider>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t("shop.appointment.views.label")}
            value={state.view}
            onChange={(view) => onChange({ view: APPOINTMENT_VIEWS.find((v) => v === view) ?? "day" })}
            data={APPOINTMENT_VIEWS.map((view: AppointmentView) => ({
              value: view,
              label: t(`shop.appointment.views.${view}`),
            }))}
          />
          {canFilterByBranch && (
            <BranchSelect
              label={t("shop.appointment.branch")}
              placeholder={t("shop.appointment.all_branches")}
              clearable
              value={state.branchId}
              onChange={(branchId) => onChange({ branchId })}
              w={220}
            />
          )}
        </Group>
      </Group>
      <Title order={2} fz="h4" aria-live="polite">
        {rangeTitle(range, locale)}
      </Title>
    </>
  );
}
