import { Password, RefusalCode } from "@pitlane/domain";
import { z } from "zod";

/** The new password twice; the token comes from the link, not from the form. */
export const ResetPasswordForm = z
  .object({
    password: Password,
    confirm_password: z.string({ error: RefusalCode.required }).min(1, { error: RefusalCode.required }),
  })
  .refine((values) => values.password === values.confirm_password, {
    path: ["confirm_password"],
    error: RefusalCode.passwords_match,
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
