import { defineEndpoint } from "../platform/endpoint.js";
import { Nothing } from "../platform/list.js";
import { OpsAuthResult, OpsLoginBody, OpsUserDto } from "./ops-auth.js";

const tag = "Operations console: sign-in";

export const opsAuthEndpoints = {
  login: defineEndpoint({
    method: "POST",
    path: "/ops/api/auth/login",
    summary: "Sign in to the operations console",
    tag,
    auth: "public",
    permission: null,
    body: OpsLoginBody,
    result: OpsAuthResult,
  }),
  me: defineEndpoint({
    method: "GET",
    path: "/ops/api/auth/me",
    summary: "The signed-in operations user and their permissions",
    tag,
    auth: "ops",
    permission: null,
    result: OpsUserDto,
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/ops/api/auth/logout",
    summary: "End this session",
    tag,
    auth: "ops",
    permission: null,
    result: Nothing,
  }),
};
