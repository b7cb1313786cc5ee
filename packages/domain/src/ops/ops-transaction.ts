import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { PURCHASE_PHOTOS } from "../station/station.js";
import { CompanyItemParams } from "./ops-top-up.js";

/** One photo of a company's purchase: the odometer's or the pump's. */
export const CompanyPurchasePhotoParams = CompanyItemParams.extend({
  kind: z.enum(PURCHASE_PHOTOS, { error: m.choice }),
});
export type CompanyPurchasePhotoParams = z.infer<typeof CompanyPurchasePhotoParams>;
