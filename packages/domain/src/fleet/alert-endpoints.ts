import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { AlertFeedQuery, FleetAlertDto, FleetAlertSettingsBody, FleetAlertSettingsDto } from "./alert.js";

export const fleetAlertEndpoints = {
  settings: defineEndpoint({
    method: "GET",
    path: "/fueling/api/company/alerts",
    summary: "The alerts the company receives on its dashboard and by mail (every kind not switched off)",
    tag: "Fleet alerts",
    auth: "fleet",
    permission: "company_settings.view",
    result: FleetAlertSettingsDto,
  }),
  saveSettings: defineEndpoint({
    method: "PUT",
    path: "/fueling/api/company/alerts",
    summary: "Switch the company's alerts: the kinds listed are on, every other one is off",
    tag: "Fleet alerts",
    auth: "fleet",
    permission: "company_settings.edit",
    body: FleetAlertSettingsBody,
    result: FleetAlertSettingsDto,
  }),
  feed: defineEndpoint({
    method: "GET",
    path: "/fueling/api/alerts",
    summary:
      "The company's latest alerts of the kinds switched on, newest first: declined purchases, flagged purchases not reviewed yet, decided top-ups, the balance below its level now",
    tag: "Fleet alerts",
    auth: "fleet",
    permission: "dashboard.view",
    query: AlertFeedQuery,
    result: z.array(FleetAlertDto),
  }),
};
