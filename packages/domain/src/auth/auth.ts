import { z } from "zod";
import { ChosenId, Currency, Email, Password, Phone, requiredText } from "../platform/validation.js";
import { RefusalCode } from "../platform/messages.js";
import { ShopDto } from "../shop/shop.js";

export const ShopSignupBody = z.object({
  shop_name: requiredText(120),
  name: requiredText(120),
  email: Email,
  phone: Phone,
  password: Password,
  currency: Currency,
  /** Where the shop is: its wall clock starts on that country's zone. */
  country_id: ChosenId,
});
export type ShopSignupBody = z.infer<typeof ShopSignupBody>;

export const LoginBody = z.object({
  email: Email,
  password: z
    .string({ error: RefusalCode.required })
    .min(1, { error: RefusalCode.required })
    .max(128, { error: RefusalCode.too_long }),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: z
    .string({ error: RefusalCode.required })
    .trim()
    .min(16, { error: RefusalCode.reset_link })
    .max(200, { error: RefusalCode.reset_link }),
  password: Password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ShopUserDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_owner: z.boolean(),
  permissions: z.array(z.string()),
});
export type ShopUserDto = z.infer<typeof ShopUserDto>;

export const ShopUserInfo = z.object({ user: ShopUserDto, shop: ShopDto });
export type ShopUserInfo = z.infer<typeof ShopUserInfo>;

export const AuthResult = ShopUserInfo.extend({ token: z.string() });
export type AuthResult = z.infer<typeof AuthResult>;
