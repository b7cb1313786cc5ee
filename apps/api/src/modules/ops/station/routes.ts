import { opsStationEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { AttendantService } from "./attendants.js";
import type { PriceService } from "./prices.js";
import type { StationService } from "./service.js";
import type { TerminalService } from "./terminals.js";

const moment = (at: string | undefined) => (at ? new Date(at) : undefined);

export function opsStationRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  stations: StationService,
  terminals: TerminalService,
  prices: PriceService,
  attendants: AttendantService,
) {
  registerEndpoint(app, sessions, endpoints.list, ({ query }) => stations.list(query));
  registerEndpoint(app, sessions, endpoints.get, ({ params }) => stations.get(params.stationId));
  registerEndpoint(app, sessions, endpoints.create, ({ ctx, body }) => stations.create(ctx, body));
  registerEndpoint(app, sessions, endpoints.update, ({ ctx, params, body }) =>
    stations.update(ctx, params.stationId, body),
  );
  registerEndpoint(app, sessions, endpoints.terminals, ({ params, query }) => terminals.list(params.stationId, query));
  registerEndpoint(app, sessions, endpoints.addTerminal, ({ ctx, params, body }) =>
    terminals.add(ctx, params.stationId, body),
  );
  registerEndpoint(app, sessions, endpoints.revokeTerminal, ({ ctx, params }) =>
    terminals.revoke(ctx, params.stationId, params.terminalId),
  );
  registerEndpoint(app, sessions, endpoints.attendants, ({ params, query }) =>
    attendants.list(params.stationId, query),
  );
  registerEndpoint(app, sessions, endpoints.addAttendant, ({ ctx, params, body }) =>
    attendants.add(ctx, params.stationId, body),
  );
  registerEndpoint(app, sessions, endpoints.updateAttendant, ({ ctx, params, body }) =>
    attendants.update(ctx, params.stationId, params.attendantId, body),
  );
  registerEndpoint(app, sessions, endpoints.countryPrices, ({ query }) => prices.countryHistory(query));
  registerEndpoint(app, sessions, endpoints.setCountryPrice, ({ ctx, body }) => prices.setCountryPrice(ctx, body));
  registerEndpoint(app, sessions, endpoints.countryPricesInForce, ({ query }) =>
    prices.countryPricesInForce(moment(query.at)),
  );
  registerEndpoint(app, sessions, endpoints.stationPrices, ({ params, query }) =>
    prices.stationHistory(params.stationId, query),
  );
  registerEndpoint(app, sessions, endpoints.setStationPrice, ({ ctx, params, body }) =>
    prices.setStationPrice(ctx, params.stationId, body),
  );
  registerEndpoint(app, sessions, endpoints.stationPricesInForce, ({ params, query }) =>
    prices.stationPricesInForce(params.stationId, moment(query.at)),
  );
}
