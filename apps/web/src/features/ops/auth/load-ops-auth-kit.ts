/** Loaders of the console's sign-in schema and endpoint (see ops-auth-kit.ts for why they are lazy). */
const kit = () => import("./ops-auth-kit");

export const loadOpsLoginSchema = () => kit().then((k) => k.OpsLoginBody);
export const loadOpsLogin = () => kit().then((k) => k.opsAuthEndpoints.login);
