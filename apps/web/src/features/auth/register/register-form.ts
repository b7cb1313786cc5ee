import { ShopSignupBody, RefusalCode } from "@pitlane/domain";
import { z } from "zod";

/** The sign-up body plus a UI-only confirmation, checked here and never sent. */
export const RegisterForm = ShopSignupBody.extend({
  confirm_password: z.string({ error: RefusalCode.required }).min(1, { error: RefusalCode.required }),
}).refine((values) => values.password === values.confirm_password, {
  path: ["confirm_password"],
  error: RefusalCode.passwords_match,
});
export type RegisterForm = z.infer<typeof RegisterForm>;
