import {
  FUEL_TYPES,
  conflict,
  currencyOfCountry,
  invalid,
  notFound,
  type ListResult,
  type StationBody,
  type StationDto,
  type StationListQuery,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import type { RequestContext } from "../../../platform/route.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation } from "../../reference/location/service.js";
import { recordAudit } from "../audit.js";
import { toStationDto } from "./presenter.js";
import { STATION_NAME_INDEX, type StationRepo, type StationWrite } from "./repo.js";
import type { TerminalKeyCache } from "./terminal-key-cache.js";

interface Deps {
  db: Db;
  stations: StationRepo;
  locations: LocationRepo;
  /** The terminals' keys this process keeps for a few seconds: a changed station's are read again. */
  terminalKeys: TerminalKeyCache;
}

/** What the audit keeps of a station: its facts as read, its place by name. */
const audited = (station: StationDto) => ({
  name: station.name,
  brand: station.brand,
  address: station.address,
  country_code: station.country_code,
  state_name: station.state_name,
  city_name: station.city_name,
  latitude: station.latitude,
  longitude: station.longitude,
  fuel_types: station.fuel_types,
  status: station.status,
});

const toWrite = (body: StationBody): StationWrite => ({
  name: body.name,
  brand: body.brand,
  address: body.address,
  countryId: body.country_id,
  stateId: body.state_id,
  cityId: body.city_id,
  latitude: body.latitude,
  longitude: body.longitude,
  // In the catalogue's order whatever order they were ticked in, so every screen lists them alike.
  fuelTypes: FUEL_TYPES.filter((fuel) => body.fuel_types.includes(fuel)),
  status: body.status,
});

/** A second station of the same name in a country answers 409 naming the field. */
async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, STATION_NAME_INDEX)) throw conflict("station_name_taken", { field: "name" });
    throw error;
  }
}

/**
 * The partner stations: added, edited whole, stopped by making them inactive (never deleted:
 * purchases name them). Each change is audited in its own transaction.
 */
export function createStationService({ db, stations, locations, terminalKeys }: Deps) {
  async function get(id: string, tx: Db = db): Promise<StationDto> {
    const row = await stations.get(id, tx);
    if (!row) throw notFound("station_not_found");
    return toStationDto(row);
  }

  /**
   * The station's country must be one whose fuel the platform prices (its prices are in that
   * country's currency), and its state and city must nest in it.
   */
  async function checkPlace(body: StationBody) {
    const countryCode = await locations.countryCodeOf(body.country_id);
    if (countryCode && !currencyOfCountry(countryCode)) throw invalid("country_id", "country_currency");
    await checkLocation(locations, body);
  }

  return {
    async list(q: StationListQuery): Promise<ListResult<StationDto>> {
      const page = await stations.list(q);
      return { ...page, items: page.items.map(toStationDto) };
    },

    get: (id: string) => get(id),

    async create(ctx: RequestContext, body: StationBody): Promise<StationDto> {
      await checkPlace(body);
      return refusingTakenName(() =>
        db.transaction(async (tx) => {
          const id = await stations.insert(tx, toWrite(body));
          const after = await get(id, tx);
          await recordAudit(tx, ctx, {
            action: "station.add",
            targetType: "station",
            targetId: id,
            after: audited(after),
          });
          return after;
        }),
      );
    },

    /**
     * The whole station, under its row lock. Its country stays once it has prices of its own (they
     * are in that country's currency): 409 naming country_id.
     */
    async update(ctx: RequestContext, id: string, body: StationBody): Promise<StationDto> {
      await checkPlace(body);
      const updated = await refusingTakenName(() =>
        db.transaction(async (tx) => {
          const locked = await stations.lock(tx, id);
          if (!locked) throw notFound("station_not_found");
          if (locked.countryId !== body.country_id && (await stations.hasOwnPrices(tx, id))) {
            throw conflict("station_has_prices", { field: "country_id" });
          }
          const before = await get(id, tx);
          await stations.update(tx, id, toWrite(body));
          const after = await get(id, tx);
          await recordAudit(tx, ctx, {
            action: "station.edit",
            targetType: "station",
            targetId: id,
            before: audited(before),
            after: audited(after),
          });
          return after;
        }),
      );
      // Committed: its terminals' next requests see what the station is now (inactive: 403).
      terminalKeys.forgetStation(id);
      return updated;
    },
  };
}

export type StationService = ReturnType<typeof createStationService>;
