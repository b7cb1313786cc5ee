import dayjs from "dayjs";
import "dayjs/locale/ar";
import updateLocale from "dayjs/plugin/updateLocale";

/**
 * Spec 001: weeks run Monday to Sunday in every calendar. The calendar's date arithmetic reads the
 * locale's week start, so both languages start their weeks on Monday (Arabic's would be Saturday).
 * dayjs writes Latin digits in Arabic too, like every number in the app.
 */
dayjs.extend(updateLocale);
dayjs.updateLocale("en", { weekStart: 1 });
dayjs.updateLocale("ar", { weekStart: 1 });

/** The dayjs locale of the app's language. */
export const dayjsLocaleOf = (language: string) => (language === "ar" ? "ar" : "en");
