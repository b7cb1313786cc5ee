import { addLateTexts } from "../../app/i18n";
import { enOpsTexts, loadArabicOpsTexts } from "../../locales/ops-texts";

/** The console's texts, loaded once by whichever console layout comes first (sign-in or signed in). */
export const opsTextsReady = addLateTexts(enOpsTexts, loadArabicOpsTexts);

/** A layout's loader: no console screen renders before its texts (in Arabic, fetched) are in. */
export async function loader() {
  await opsTextsReady;
  return null;
}
