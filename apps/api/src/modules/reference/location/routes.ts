import { locationEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import { toCountryDto, toLocationDto } from "./presenter.js";
import type { LocationRepo } from "./repo.js";

export function locationRoutes(app: FastifyInstance, sessions: SessionStore, repo: LocationRepo) {
  registerEndpoint(app, sessions, locationEndpoints.countries, async ({ query }) => {
    const page = await repo.countries(query);
    return { ...page, items: page.items.map(toCountryDto) };
  });
  registerEndpoint(app, sessions, locationEndpoints.states, async ({ query }) => {
    const page = await repo.states(query.country_id, query);
    return { ...page, items: page.items.map(toLocationDto) };
  });
  registerEndpoint(app, sessions, locationEndpoints.cities, async ({ query }) => {
    const page = await repo.cities(query.state_id, query);
    return { ...page, items: page.items.map(toLocationDto) };
  });
}
