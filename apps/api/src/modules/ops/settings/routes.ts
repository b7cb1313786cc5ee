import { opsEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ReceivingAccountsService } from "./receiving-accounts.js";
import type { SettingsService } from "./service.js";

export function opsSettingsRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  settings: SettingsService,
  accounts: ReceivingAccountsService,
) {
  registerEndpoint(app, sessions, endpoints.settings, () => settings.get());
  registerEndpoint(app, sessions, endpoints.setHoldExpiry, ({ ctx, body }) => settings.setHoldExpiry(ctx, body));
  registerEndpoint(app, sessions, endpoints.addTaxRate, ({ ctx, body }) => settings.addTaxRate(ctx, body));
  registerEndpoint(app, sessions, endpoints.addReceivingAccount, ({ ctx, body }) => accounts.add(ctx, body));
  registerEndpoint(app, sessions, endpoints.updateReceivingAccount, ({ ctx, params, body }) =>
    accounts.update(ctx, params.id, body),
  );
}
