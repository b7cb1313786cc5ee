import { defineEndpoint } from "../platform/endpoint.js";
import { Nothing } from "../platform/list.js";
import { FleetUserInfo } from "./fleet-auth.js";

const tag = "Fleet authentication";

/** The fleet portal's session calls: who is signed in, and signing out. Sign-up and sign-in join them. */
export const fleetAuthEndpoints = {
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
};
