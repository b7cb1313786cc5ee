import { ShopSignupBody, ValidationMessage } from "@pitlane/domain";
import { z } from "zod";

/** The sign-up body plus a UI-only confirmation, checked here and never sent. */
export const RegisterForm = ShopSignupBody.extend({
  confirm_password: z.string({ error: ValidationMessage.required }).min(1, { error: ValidationMessage.required }),
}).refine((values) => values.password === values.confirm_password, {
  path: ["confirm_password"],
  error: ValidationMessage.passwords_match,
});
export type RegisterForm = z.infer<typeof RegisterForm>;
