import { invalid } from "@pitlane/domain";
import type { LocationRepo } from "./repo.js";

export interface LocationChoice {
  country_id: string | null;
  state_id: string | null;
  city_id: string | null;
}

/**
 * An address's country, state and city must exist and nest: the state in the country, the city in the
 * state. Shops, branches and later suppliers all check theirs here. Answers the ISO 3166 code of the
 * chosen country (null when none is chosen): where a tenant's zone and weekend come from.
 */
export async function checkLocation(repo: LocationRepo, choice: LocationChoice): Promise<string | null> {
  const { country_id, state_id, city_id } = choice;
  if (state_id && !country_id) throw invalid("country_id", "country_for_state");
  if (city_id && !state_id) throw invalid("state_id", "state_for_city");
  const countryCode = country_id ? await repo.countryCodeOf(country_id) : null;
  if (country_id && !countryCode) throw invalid("country_id", "unknown_country");
  const { stateCountryId, cityStateId } = await repo.parentsOf(state_id, city_id);
  if (state_id && stateCountryId !== country_id) throw invalid("state_id", "state_outside_country");
  if (city_id && cityStateId !== state_id) throw invalid("city_id", "city_outside_state");
  return countryCode;
}

/** A changed record's place as it will be: the parts a PATCH names, the current ones for the rest. */
export const placeAfter = (change: Partial<LocationChoice>, current: LocationChoice): LocationChoice => ({
  country_id: change.country_id !== undefined ? change.country_id : current.country_id,
  state_id: change.state_id !== undefined ? change.state_id : current.state_id,
  city_id: change.city_id !== undefined ? change.city_id : current.city_id,
});
