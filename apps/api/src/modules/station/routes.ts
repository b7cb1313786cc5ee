import { notFound, stationEndpoints, toMillilitres, toMinor } from "@pitlane/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { registerIdempotentEndpoint } from "../../platform/idempotent-route.js";
import type { PinHasher } from "../../platform/pin-hash.js";
import { registerEndpoint } from "../../platform/route.js";
import type { SessionStore } from "../../platform/sessions.js";
import type { Clock } from "../../platform/tenant-zones.js";
import {
  authorisePurchase,
  completePurchase,
  createPurchaseReferences,
  createStationVehicles,
  purchaseOf,
  voidPurchase,
  type StationSide,
} from "../fleet/index.js";
import { priceInForce } from "../ops/index.js";
import { toStationPurchaseDto } from "./presenter.js";
import type { Terminals } from "./terminals.js";

interface StationDeps {
  db: Db;
  terminals: Terminals;
  pins: PinHasher;
  clock: Clock;
}

/** The station terminal's API: find a vehicle, authorise, complete or void a purchase (decision 0040). */
export function stationRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  { db, terminals, pins, clock }: StationDeps,
) {
  app.decorate("authenticateStation", terminals.authenticate);
  const vehicles = createStationVehicles(db);
  const references = createPurchaseReferences(db);
  const e = stationEndpoints;

  const sideOf = (request: FastifyRequest): StationSide => {
    const terminal = terminals.of(request);
    return {
      stationId: terminal.stationId,
      terminalId: terminal.terminalId,
      countryId: terminal.countryId,
      sells: terminal.sells,
      priceOf: (tx, fuelType, at) => priceInForce(tx, terminal.stationId, terminal.countryId, fuelType, at),
    };
  };

  /** The purchase of this station a reference names, or 404: another station's reference names nothing here. */
  const ownerOf = async (request: FastifyRequest, reference: string) => {
    const owner = await references.find(terminals.of(request).stationId, reference);
    if (!owner) throw notFound("purchase_not_found");
    return owner;
  };

  registerEndpoint(app, sessions, e.terminal, async ({ request }) => {
    const terminal = terminals.of(request);
    const now = clock();
    const prices = await Promise.all(
      terminal.sells.map(async (fuelType) => ({
        fuelType,
        priced: await priceInForce(db, terminal.stationId, terminal.countryId, fuelType, now),
      })),
    );
    return {
      station: terminal.station,
      terminal: terminal.terminal,
      prices: prices.flatMap(({ fuelType, priced }) =>
        priced ? [{ fuel_type: fuelType, currency: priced.currency, unit_price: priced.price / 10_000 }] : [],
      ),
    };
  });

  registerEndpoint(app, sessions, e.vehicles, ({ query }) => vehicles.search(query.q));

  const vehicleOwners = new WeakMap<FastifyRequest, { tenantId: string; rowId: string }>();
  registerIdempotentEndpoint(
    app,
    sessions,
    db,
    e.authorise,
    {
      companyOf: async ({ request, body }) => {
        const owner = await vehicles.byQr(body.vehicle);
        if (!owner) throw notFound("vehicle_not_found");
        vehicleOwners.set(request, owner);
        return owner.tenantId;
      },
    },
    async ({ request, body }, tx) => {
      const owner = vehicleOwners.get(request)!;
      const row = await authorisePurchase(
        tx,
        pins,
        owner.tenantId,
        sideOf(request),
        {
          reference: body.reference,
          vehicleId: owner.rowId,
          tpin: body.tpin,
          odometer: body.odometer,
          fuelType: body.fuel_type,
          ml: body.litres === undefined ? null : toMillilitres(body.litres),
          amount: body.amount === undefined ? null : toMinor(body.amount),
        },
        clock(),
      );
      return toStationPurchaseDto(row);
    },
  );

  registerEndpoint(app, sessions, e.get, async ({ request, params }) => {
    const owner = await ownerOf(request, params.reference);
    const row = await purchaseOf(db, owner.tenantId, owner.rowId);
    if (!row) throw notFound("purchase_not_found");
    return toStationPurchaseDto(row);
  });

  const settled = new WeakMap<FastifyRequest, { tenantId: string; rowId: string }>();
  const settle = {
    companyOf: async ({ request, params }: { request: FastifyRequest; params: { reference: string } }) => {
      const owner = await ownerOf(request, params.reference);
      settled.set(request, owner);
      return owner.tenantId;
    },
  };
  registerIdempotentEndpoint(app, sessions, db, e.complete, settle, async ({ request, body }, tx) => {
    const owner = settled.get(request)!;
    return toStationPurchaseDto(
      await completePurchase(tx, owner.tenantId, owner.rowId, toMillilitres(body.litres)!, clock()),
    );
  });
  registerIdempotentEndpoint(app, sessions, db, e.void, settle, async ({ request }, tx) => {
    const owner = settled.get(request)!;
    return toStationPurchaseDto(await voidPurchase(tx, owner.tenantId, owner.rowId, clock()));
  });
}
