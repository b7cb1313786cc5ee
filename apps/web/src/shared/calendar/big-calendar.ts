import "react-big-calendar/lib/css/react-big-calendar.css";
import "./big-calendar.css";
import "./dayjs-locales";
import dayjs from "dayjs";
import { dayjsLocalizer, type Formats } from "react-big-calendar";

/**
 * The localizer of every react-big-calendar screen. Importing it brings the library's stylesheet
 * and the theme's (`app-calendar` on the calendar's container), so they load with those screens only.
 */
export const calendarLocalizer = dayjsLocalizer(dayjs);

const clockTime = (date: Date) => dayjs(date).format("HH:mm");
// Isolated left to right, so "09:00 – 09:30" does not read backwards inside Arabic text.
const timeRange = ({ start, end }: { start: Date; end: Date }) => `\u2066${clockTime(start)} – ${clockTime(end)}\u2069`;

/**
 * The calendars' times in the app's one time format (24-hour HH:mm, docs/decisions/0022), with no
 * English AM/PM in Arabic; day and month names stay in the reader's language.
 */
export const CLOCK_FORMATS: Formats = {
  timeGutterFormat: "HH:mm",
  eventTimeRangeFormat: timeRange,
  selectRangeFormat: timeRange,
  agendaTimeFormat: "HH:mm",
  agendaTimeRangeFormat: timeRange,
};
