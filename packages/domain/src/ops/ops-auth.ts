import { z } from "zod";
import { LoginBody } from "../auth/auth.js";
import { OPS_ROLES } from "../permissions.js";

export const OpsLoginBody = LoginBody;
export type OpsLoginBody = z.infer<typeof OpsLoginBody>;

/** The signed-in operations user, with what their role lets them do. */
export const OpsUserDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OPS_ROLES),
  permissions: z.array(z.string()),
});
export type OpsUserDto = z.infer<typeof OpsUserDto>;

export const OpsAuthResult = z.object({ token: z.string(), user: OpsUserDto });
export type OpsAuthResult = z.infer<typeof OpsAuthResult>;
