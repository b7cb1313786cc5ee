import { conflict, notFound, stationEndpoints, toMillilitres, toMinor, type StationTerminalDto } from "@pitlane/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import type { KeyOwner } from "../../db/tenant-lookups.js";
import { registerIdempotentEndpoint } from "../../platform/idempotent-route.js";
import { readMultipartFile } from "../../platform/multipart-file.js";
import type { Mailer } from "../../platform/mail.js";
import type { PinHasher } from "../../platform/pin-hash.js";
import { registerEndpoint } from "../../platform/route.js";
import type { SessionStore } from "../../platform/sessions.js";
import type { Clock } from "../../platform/tenant-zones.js";
import {
  attachPhoto,
  authorisePurchase,
  completePurchase,
  createPurchaseReferences,
  createStationReviews,
  createStationVehicles,
  purchaseOf,
  voidPurchase,
  watchLowBalance,
  type PumpMail,
  type StationSide,
} from "../fleet/index.js";
import { priceInForce, type TerminalKeyCache } from "../ops/index.js";
import type { UploadService } from "../shop/index.js";
import type { Config } from "../../config.js";
import { createAttendantAuth } from "./attendant-auth.js";
import { createStationCallers, type StationCaller } from "./callers.js";
import { toStationPurchaseDto } from "./presenter.js";

interface StationDeps {
  db: Db;
  /** The sign-in limits the attendants' sign-in shares with every sign-in. */
  config: Pick<Config, "limits">;
  /** The terminals' keys, kept for a few seconds and dropped by the console (shared with it). */
  terminalKeys: TerminalKeyCache;
  pins: PinHasher;
  /** Where a purchase's photos go: the company's images, re-encoded like every upload. */
  uploads: UploadService;
  /**
   * The company's alerts go out from here: low balance when a hold takes it below its level, a
   * decline and a flagged completion (their mails written in the purchase's transaction).
   */
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
}

/** The station terminal's API: find a vehicle, authorise, complete or void a purchase (decision 0040). */
export function stationRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  { db, config, pins, uploads, mailer, publicUrl, clock, terminalKeys }: StationDeps,
) {
  const callers = createStationCallers(db, sessions, terminalKeys);
  const attendants = createAttendantAuth({ db, sessions, callers, config, clock });
  app.decorate("authenticateStation", callers.authenticate);
  const vehicles = createStationVehicles(db);
  const references = createPurchaseReferences(db);
  const reviews = createStationReviews(db);
  const e = stationEndpoints;

  const sideOf = (caller: StationCaller): StationSide => ({
    stationId: caller.stationId,
    terminalId: caller.terminalId,
    attendantId: caller.attendantId,
    countryId: caller.countryId,
    sells: caller.sells,
  });

  async function terminalOf(caller: StationCaller): Promise<StationTerminalDto> {
    const now = clock();
    const prices = await Promise.all(
      caller.sells.map(async (fuelType) => ({
        fuelType,
        priced: await priceInForce(db, caller.stationId, caller.countryId, fuelType, now),
      })),
    );
    return {
      station: caller.station,
      terminal: caller.name,
      prices: prices.flatMap(({ fuelType, priced }) =>
        priced ? [{ fuel_type: fuelType, currency: priced.currency, unit_price: priced.price / 10_000 }] : [],
      ),
    };
  }

  registerEndpoint(app, sessions, e.login, async ({ body, request }) => {
    const { token, caller } = await attendants.login(body, request.ip);
    return { token, terminal: await terminalOf(caller) };
  });
  registerEndpoint(app, sessions, e.logout, async ({ ctx }) => {
    if (!ctx.sessionId.startsWith("terminal:")) await sessions.revoke(ctx.sessionId);
    return null;
  });
  registerEndpoint(app, sessions, e.terminal, ({ request }) => terminalOf(callers.of(request)));
  registerEndpoint(app, sessions, e.vehicles, ({ query }) => vehicles.search(query.q));

  // The company a money request moves money of, found before its key is claimed, kept for its work.
  const owners = new WeakMap<FastifyRequest, KeyOwner>();
  const ownerOf = (request: FastifyRequest) => owners.get(request)!;
  /** The purchase of this station a reference names, or 404: another station's reference names nothing here. */
  const purchaseOwner = async (request: FastifyRequest, reference: string) => {
    const owner = await references.find(callers.of(request).stationId, reference);
    if (!owner) throw notFound("purchase_not_found");
    owners.set(request, owner);
    return owner;
  };

  // The mails a money request wrote in its transaction, sent once it has committed (never on a replay).
  const pumpMails = new WeakMap<FastifyRequest, PumpMail>();
  const pumpOf = (request: FastifyRequest) => {
    const pump: PumpMail = { mailer, portalUrl: publicUrl, written: [] };
    pumpMails.set(request, pump);
    return pump;
  };
  const deliverMails = async (request: FastifyRequest) => {
    for (const written of pumpMails.get(request)?.written ?? []) {
      // Kept in the outbox either way: a mail that fails to go is logged, the purchase stands.
      await mailer.deliver(written).catch((err: unknown) => request.log.error({ err }, "an alert's mail failed"));
    }
  };

  registerIdempotentEndpoint(
    app,
    sessions,
    db,
    e.authorise,
    {
      companyOf: async ({ request, body }) => {
        const owner = await vehicles.byQr(body.vehicle);
        if (!owner) throw notFound("station_vehicle_not_found");
        owners.set(request, owner);
        return owner.tenantId;
      },
      afterFirst: async ({ request }) => {
        await deliverMails(request);
        await watchLowBalance(db, mailer, `${publicUrl}/fleet/balance`, ownerOf(request).tenantId);
      },
    },
    async ({ request, body }, tx) => {
      const owner = ownerOf(request);
      const row = await authorisePurchase(
        tx,
        pins,
        owner.tenantId,
        sideOf(callers.of(request)),
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
        pumpOf(request),
      );
      return toStationPurchaseDto(row);
    },
  );

  registerEndpoint(app, sessions, e.get, async ({ request, params }) => {
    const owner = await purchaseOwner(request, params.reference);
    const row = await purchaseOf(db, owner.tenantId, owner.rowId);
    if (!row) throw notFound("purchase_not_found");
    return toStationPurchaseDto(row);
  });

  const settle = {
    companyOf: async ({ request, params }: { request: FastifyRequest; params: { reference: string } }) =>
      (await purchaseOwner(request, params.reference)).tenantId,
  };
  const completion = { ...settle, afterFirst: ({ request }: { request: FastifyRequest }) => deliverMails(request) };
  registerIdempotentEndpoint(app, sessions, db, e.complete, completion, async ({ request, body }, tx) => {
    const { tenantId, rowId } = ownerOf(request);
    const ml = toMillilitres(body.litres)!;
    return toStationPurchaseDto(await completePurchase(tx, tenantId, rowId, ml, clock(), pumpOf(request)));
  });
  registerEndpoint(app, sessions, e.photo, async ({ request, params, ctx }) => {
    const { tenantId, rowId } = await purchaseOwner(request, params.reference);
    // Refused before the image is stored: a purchase that came to nothing keeps no photo.
    const row = await purchaseOf(db, tenantId, rowId);
    if (row?.status !== "held" && row?.status !== "completed") throw conflict("purchase_resolved");
    const photo = await uploads.saveImage("fleet", { ...ctx, tenantId }, await readMultipartFile(request));
    return toStationPurchaseDto(await attachPhoto(db, tenantId, rowId, params.kind, photo._id));
  });
  registerIdempotentEndpoint(app, sessions, db, e.void, settle, async ({ request }, tx) => {
    const { tenantId, rowId } = ownerOf(request);
    return toStationPurchaseDto(await voidPurchase(tx, tenantId, rowId, clock()));
  });
  registerEndpoint(app, sessions, e.review, async ({ request, params, body }) => {
    const { tenantId, rowId } = await purchaseOwner(request, params.reference);
    return reviews.review(tenantId, rowId, callers.of(request).stationId, body);
  });
}
