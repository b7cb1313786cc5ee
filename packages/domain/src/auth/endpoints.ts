import { defineEndpoint } from "../platform/endpoint.js";
import { Nothing } from "../platform/list.js";
import { AuthResult, ForgotPasswordBody, LoginBody, ResetPasswordBody, ShopSignupBody, ShopUserInfo } from "./auth.js";

/** The two public calls of a password reset, the same in both back offices but for their paths. */
export function passwordResetEndpoints(tag: string, paths: { forgotPassword: string; resetPassword: string }) {
  return {
    forgotPassword: defineEndpoint({
      method: "POST",
      path: paths.forgotPassword,
      summary: "Mail a password reset link (answers the same whether or not the e-mail exists)",
      tag,
      auth: "public",
      permission: null,
      body: ForgotPasswordBody,
      result: Nothing,
    }),
    resetPassword: defineEndpoint({
      method: "POST",
      path: paths.resetPassword,
      summary: "Set a new password with a reset token; ends every session of the user",
      tag,
      auth: "public",
      permission: null,
      body: ResetPasswordBody,
      result: Nothing,
    }),
  };
}

const tag = "Shop authentication";

export const authEndpoints = {
  signup: defineEndpoint({
    method: "POST",
    path: "/customer/api/shop/shop-signup",
    summary: "Create a shop and its owner, and sign in",
    tag,
    auth: "public",
    permission: null,
    body: ShopSignupBody,
    result: AuthResult,
  }),
  login: defineEndpoint({
    method: "POST",
    path: "/auth/api/user/login-shop-dashboard",
    summary: "Sign in to the shop dashboard",
    tag,
    auth: "public",
    permission: null,
    body: LoginBody,
    result: AuthResult,
  }),
  userInfo: defineEndpoint({
    method: "GET",
    path: "/auth/api/user/get-shop-user-info",
    summary: "The signed-in user and their shop",
    tag,
    auth: "shop",
    permission: null,
    result: ShopUserInfo,
  }),
  ...passwordResetEndpoints(tag, {
    forgotPassword: "/auth/api/user/customer-forgot-password",
    resetPassword: "/auth/api/user/reset-customer-password",
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/auth/api/user/logout",
    summary: "End the current session",
    tag,
    auth: "shop",
    permission: null,
    result: Nothing,
  }),
};
