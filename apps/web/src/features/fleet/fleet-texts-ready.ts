import { addLateTexts } from "../../app/i18n";
import { enFleetTexts, loadArabicFleetTexts } from "../../locales/fleet-texts";

/** The portal's texts, loaded once by whichever fleet layout comes first (public or signed in). */
export const fleetTextsReady = addLateTexts(enFleetTexts, loadArabicFleetTexts);

/** A layout's loader: no fleet screen renders before its texts (in Arabic, fetched) are in. */
export async function loader() {
  await fleetTextsReady;
  return null;
}
