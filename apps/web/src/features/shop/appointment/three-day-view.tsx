import dayjs from "dayjs";
import type { DateLocalizer, NavigateAction, TitleOptions, ViewProps } from "react-big-calendar";
import TimeGrid from "react-big-calendar/lib/TimeGrid";

const DAYS = 3;

const daysFrom = (date: Date) => {
  const first = dayjs(date).startOf("day");
  return Array.from({ length: DAYS }, (_, i) => first.add(i, "day").toDate());
};

/**
 * Spec 000's 3-Day view, which react-big-calendar does not have: its time grid over the date and
 * the two days after it, the way its own Day and Week views draw theirs.
 */
export function ThreeDayView({ date, getNow, ref: _calendarRef, ...props }: ViewProps<object, object>) {
  // What the library's Week view gives its time grid when the calendar does not say: the whole day, scrolled.
  const today = dayjs();
  const grid = {
    ...props,
    min: props.min ?? today.startOf("day").toDate(),
    max: props.max ?? today.endOf("day").toDate(),
    scrollToTime: props.scrollToTime ?? today.startOf("day").toDate(),
    enableAutoScroll: props.enableAutoScroll ?? true,
  };
  return (
    <TimeGrid
      {...grid}
      range={daysFrom(new Date(date))}
      eventOffset={15}
      getNow={() => new Date(getNow?.() ?? Date.now())}
    />
  );
}

ThreeDayView.range = (date: Date) => daysFrom(date);

ThreeDayView.navigate = (date: Date, action: NavigateAction) => {
  if (action === "PREV") return dayjs(date).subtract(DAYS, "day").toDate();
  if (action === "NEXT") return dayjs(date).add(DAYS, "day").toDate();
  return date;
};

ThreeDayView.title = (date: Date, { localizer }: TitleOptions) => {
  const start = dayjs(date).startOf("day");
  const dates: DateLocalizer = localizer;
  return dates.format({ start: start.toDate(), end: start.add(DAYS - 1, "day").toDate() }, "dayRangeHeaderFormat");
};
