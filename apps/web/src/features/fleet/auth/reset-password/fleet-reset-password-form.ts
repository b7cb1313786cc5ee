import { Password, RefusalCode as m } from "@pitlane/domain";
import { z } from "zod";

/**
 * The portal's new password twice, refused with spec 001's words: "Please enter new password" when
 * empty, "Password not match" when the second differs (the shop's page keeps its own).
 */
export const FleetResetPasswordForm = z
  .object({
    password: z.string({ error: m.new_password }).min(1, { error: m.new_password, abort: true }).pipe(Password),
    confirm_password: z.string({ error: m.required }).min(1, { error: m.required }),
  })
  .refine((values) => values.password === values.confirm_password, {
    path: ["confirm_password"],
    error: m.password_not_match,
  });
