import { addLateTexts } from "../../app/i18n";
import { enStationTexts, loadArabicStationTexts } from "../../locales/station-texts";

/** The terminal's texts, loaded once by whichever terminal layout comes first (sign-in or signed in). */
export const stationTextsReady = addLateTexts(enStationTexts, loadArabicStationTexts);

/** A layout's loader: no terminal screen renders before its texts (in Arabic, fetched) are in. */
export async function loader() {
  await stationTextsReady;
  return null;
}
