/** Loaders of the terminal's sign-in schema and endpoint (see station-auth-kit.ts for why they are lazy). */
const kit = () => import("./station-auth-kit");

export const loadStationLoginSchema = () => kit().then((k) => k.StationLoginBody);
export const loadStationLogin = () => kit().then((k) => k.stationEndpoints.login);
