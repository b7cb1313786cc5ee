import arFleetRefusals from "./ar/fleet-refusals.json";
import arSignedIn from "./ar/signed-in.json";
import arStation from "./ar/station.json";
import type { StationTexts } from "./station-texts";

/** Typed as English: a key missing from an Arabic file fails the typecheck. */
export const arStationTexts: StationTexts = {
  ...arSignedIn,
  refusals: { ...arSignedIn.refusals, ...arFleetRefusals },
  station: arStation,
};
