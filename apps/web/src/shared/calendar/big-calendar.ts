import "react-big-calendar/lib/css/react-big-calendar.css";
import "./big-calendar.css";
import "./dayjs-locales";
import dayjs from "dayjs";
import { dayjsLocalizer } from "react-big-calendar";

/**
 * The localizer of every react-big-calendar screen. Importing it brings the library's stylesheet
 * and the theme's (`app-calendar` on the calendar's container), so they load with those screens only.
 */
export const calendarLocalizer = dayjsLocalizer(dayjs);
