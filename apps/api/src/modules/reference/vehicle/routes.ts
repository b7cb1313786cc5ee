import { vehicleReferenceEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import { toVehicleNameDto, toVehicleTypeDto } from "./presenter.js";
import type { VehicleReferenceService } from "./service.js";

export function vehicleReferenceRoutes(app: FastifyInstance, sessions: SessionStore, service: VehicleReferenceService) {
  registerEndpoint(app, sessions, vehicleReferenceEndpoints.types, async ({ query }) => {
    const page = await service.types(query);
    return { ...page, items: page.items.map(toVehicleTypeDto) };
  });
  registerEndpoint(app, sessions, vehicleReferenceEndpoints.makes, async ({ params, query }) => {
    const page = await service.makes(params.typeId, query);
    return { ...page, items: page.items.map(toVehicleNameDto) };
  });
  registerEndpoint(app, sessions, vehicleReferenceEndpoints.models, async ({ params, query }) => {
    const page = await service.models(params.makeId, query);
    return { ...page, items: page.items.map(toVehicleNameDto) };
  });
}
