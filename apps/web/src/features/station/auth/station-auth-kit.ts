/**
 * What the terminal's sign-in page needs from the domain at run time (the endpoint and its schema,
 * which bring zod): loaded on first use, as the other sign-in pages' kits are.
 */
export { StationLoginBody, stationEndpoints } from "@pitlane/domain";
