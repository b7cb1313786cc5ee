/** The alerts' own screen, which the dashboard's few link to. */
export const ALERTS_PATH = "/fleet/alerts";
