import { defineEndpoint } from "../platform/endpoint.js";
import { Nothing } from "../platform/list.js";
import { passwordResetEndpoints } from "../auth/endpoints.js";
import { FleetSignupBody } from "./company.js";
import {
  FleetAuthResult,
  FleetChangePasswordBody,
  FleetCheckEmailBody,
  FleetLoginBody,
  FleetProfileBody,
  FleetUserDto,
  FleetUserInfo,
} from "./fleet-auth.js";

const tag = "Fleet authentication";

/** The fleet portal's account calls: sign-up, sign-in, password reset, the session and the user's own profile. */
export const fleetAuthEndpoints = {
  signup: defineEndpoint({
    method: "POST",
    path: "/fueling/api/auth/signup",
    summary: "Create a fleet company and its admin from the onboarding, and sign in",
    tag,
    auth: "public",
    permission: null,
    body: FleetSignupBody,
    result: FleetAuthResult,
  }),
  checkEmail: defineEndpoint({
    method: "POST",
    path: "/fueling/api/auth/check-email",
    summary:
      "Whether the sign-up's e-mail is free: 409 as the sign-up answers when it is taken; counted with the sign-ups per address",
    tag,
    auth: "public",
    permission: null,
    body: FleetCheckEmailBody,
    result: Nothing,
  }),
  login: defineEndpoint({
    method: "POST",
    path: "/fueling/api/auth/login",
    summary: "Sign in to the fleet portal; remember_me keeps the session for days",
    tag,
    auth: "public",
    permission: null,
    body: FleetLoginBody,
    result: FleetAuthResult,
  }),
  userInfo: defineEndpoint({
    method: "GET",
    path: "/fueling/api/auth/user-info",
    summary: "The signed-in fleet user and their company",
    tag,
    auth: "fleet",
    permission: null,
    result: FleetUserInfo,
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/fueling/api/auth/logout",
    summary: "End the current session",
    tag,
    auth: "fleet",
    permission: null,
    result: Nothing,
  }),
  ...passwordResetEndpoints(tag, {
    forgotPassword: "/fueling/api/auth/forgot-password",
    resetPassword: "/fueling/api/auth/reset-password",
  }),
  profile: defineEndpoint({
    method: "PUT",
    path: "/fueling/api/auth/profile",
    summary: "Change the signed-in user's name and phone",
    tag,
    auth: "fleet",
    permission: null,
    body: FleetProfileBody,
    result: FleetUserDto,
  }),
  changePassword: defineEndpoint({
    method: "POST",
    path: "/fueling/api/auth/change-password",
    summary: "Change the signed-in user's password; ends their other sessions",
    tag,
    auth: "fleet",
    permission: null,
    body: FleetChangePasswordBody,
    result: Nothing,
  }),
};
