import { defineEndpoint } from "../platform/endpoint.js";
import { Nothing } from "../platform/list.js";
import { AuthResult, ForgotPasswordBody, LoginBody, ResetPasswordBody, ShopSignupBody, ShopUserInfo } from "./auth.js";

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
  forgotPassword: defineEndpoint({
    method: "POST",
    path: "/auth/api/user/customer-forgot-password",
    summary: "Mail a password reset link (answers the same whether or not the e-mail exists)",
    tag,
    auth: "public",
    permission: null,
    body: ForgotPasswordBody,
    result: Nothing,
  }),
  resetPassword: defineEndpoint({
    method: "POST",
    path: "/auth/api/user/reset-customer-password",
    summary: "Set a new password with a reset token; ends every session of the user",
    tag,
    auth: "public",
    permission: null,
    body: ResetPasswordBody,
    result: Nothing,
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
