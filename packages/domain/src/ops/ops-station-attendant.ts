import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { Email, Password, requiredText } from "../platform/validation.js";
import { StationParams } from "./ops-station.js";

export const AttendantParams = StationParams.extend({ attendantId: z.uuid({ error: m.id }) });

/** An attendant who signs in on the station's terminal page. */
export const AttendantBody = z.object({ name: requiredText(80), email: Email, password: Password });
export type AttendantBody = z.infer<typeof AttendantBody>;

/** Switched on or off, or given a new password: either ends the attendant's sessions. */
export const AttendantUpdateBody = z
  .object({ active: z.boolean({ error: m.boolean }).optional(), password: Password.optional() })
  .refine((b) => b.active !== undefined || b.password !== undefined, { error: m.required, path: ["active"] });
export type AttendantUpdateBody = z.infer<typeof AttendantUpdateBody>;

export const AttendantDto = z.object({
  _id: z.string(),
  station_id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});
export type AttendantDto = z.infer<typeof AttendantDto>;
