import { z } from "zod";
import { OPS_ROLES } from "../permissions.js";
import { RefusalCode as m } from "../platform/messages.js";
import { Email, Password, requiredText } from "../platform/validation.js";

export const OpsUserRowDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OPS_ROLES),
  active: z.boolean(),
  created_at: z.string(),
});
export type OpsUserRowDto = z.infer<typeof OpsUserRowDto>;

const Role = z.enum(OPS_ROLES, { error: m.required });

export const OpsUserBody = z.object({ name: requiredText(100), email: Email, role: Role, password: Password });
export type OpsUserBody = z.infer<typeof OpsUserBody>;

export const OpsUserUpdateBody = z.object({ role: Role, active: z.boolean({ error: m.boolean }) });
export type OpsUserUpdateBody = z.infer<typeof OpsUserUpdateBody>;
