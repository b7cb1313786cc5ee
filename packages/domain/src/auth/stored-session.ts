import { z } from "zod";
import { FleetAuthResult } from "../fleet/fleet-auth.js";
import { OpsAuthResult } from "../ops/ops-auth.js";
import { StationAuthResult } from "../station/station.js";
import { AuthResult } from "./auth.js";

/**
 * The session the web keeps (encrypted) across reloads: a shop's (stored without `realm` by builds
 * before the fleet portal), a fleet company's, an operations user's or a station attendant's. Read
 * back through this, so a session stored by another build's shape is dropped rather than trusted.
 */
export const StoredSession = z.union([
  FleetAuthResult.extend({ realm: z.literal("fleet"), remembered: z.boolean().optional() }),
  OpsAuthResult.extend({ realm: z.literal("ops") }),
  StationAuthResult.extend({ realm: z.literal("station") }),
  AuthResult.extend({ realm: z.literal("shop").optional() }),
]);
export type StoredSession = z.infer<typeof StoredSession>;
