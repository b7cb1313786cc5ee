import { z } from "zod";
import { Currency, Email, Password, Phone, requiredText } from "../platform/validation.js";
import { ShopDto } from "../shop/shop.js";

export const ShopSignupBody = z.object({
  shop_name: requiredText(120),
  name: requiredText(120),
  email: Email,
  phone: Phone,
  password: Password,
  currency: Currency,
});
export type ShopSignupBody = z.infer<typeof ShopSignupBody>;

export const LoginBody = z.object({
  email: Email,
  password: z.string({ error: "is required" }).min(1, { error: "is required" }).max(128, { error: "is too long" }),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: z.string({ error: "is required" }).trim().min(16, { error: "is invalid or has expired" }).max(200),
  password: Password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ShopUserDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  is_owner: z.boolean(),
  permissions: z.array(z.string()),
});
export type ShopUserDto = z.infer<typeof ShopUserDto>;

export const ShopUserInfo = z.object({ user: ShopUserDto, shop: ShopDto });
export type ShopUserInfo = z.infer<typeof ShopUserInfo>;

export const AuthResult = ShopUserInfo.extend({ token: z.string() });
export type AuthResult = z.infer<typeof AuthResult>;
