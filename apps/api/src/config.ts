import path from "node:path";
import { z } from "zod";
import type { LockoutPolicy } from "./platform/account-lockout.js";
import type { RequestBudgets } from "./platform/request-limits.js";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL that read-only screens (dashboards, reports) read from. */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Pitlane <no-reply@pitlane.local>"),
  SEED_DEMO: bool.default(true),
  OPS_ADMIN_EMAIL: z.email().optional(),
  OPS_ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  /** How often the server checks that its database answers (what /health reports). */
  DATABASE_CHECK_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** Where links in e-mails point; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (rate limits key on it). */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  SESSION_ROTATE_MINUTES: z.coerce.number().int().min(1).default(15),
  /** How long a fleet session with "remember me" ticked lasts, idle or not. */
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  /** How long a process keeps a resolved session before reading it again (decision 0026); 0 turns it off. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Key of the T-PIN hashes; without it, one is generated into DATA_DIR on first start. */
  PIN_SECRET: z.string().min(32).optional(),
  LOGIN_MAX_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins per account, from any address, before each further one locks it (decision 0031). */
  LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().min(1).default(10),
  /** The longest an account's lock lasts; the locks double from 1 s up to it (decision 0031). */
  LOGIN_ACCOUNT_MAX_LOCK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SIGNUP_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  FORGOT_PASSWORD_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  // Signed-in requests (decision 0032): per session and per shop or company, exports and imports tighter.
  SESSION_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).default(10),
  SESSION_REQUEST_BURST: z.coerce.number().int().min(1).default(60),
  TENANT_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).default(50),
  TENANT_REQUEST_BURST: z.coerce.number().int().min(1).default(300),
  SESSION_EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  TENANT_EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReplicaUrl: string | undefined;
  databaseCheckSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  /** The first operations console admin, made on the first start when the console has no user. */
  opsAdmin: { email: string; password: string } | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof ConfigSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  session: {
    idleMinutes: number;
    maxHours: number;
    rotateMinutes: number;
    rememberDays: number;
    cacheSeconds: number;
  };
  pinSecret: string | undefined;
  limits: {
    loginFailuresPerMinute: number;
    accountLockout: LockoutPolicy;
    signupsPerMinute: number;
    forgotPasswordPerMinute: number;
  };
  /** How many signed-in requests a session, a tenant, and their exports and imports may send. */
  requestBudgets: RequestBudgets;
  /** Folder of the built web app; absent in API-only tests. */
  webDist: string | undefined;
}

/** Reads the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, webDist?: string): Config {
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (!e.OPS_ADMIN_EMAIL !== !e.OPS_ADMIN_PASSWORD) {
    throw new Error("Invalid configuration: OPS_ADMIN_EMAIL and OPS_ADMIN_PASSWORD: set both or neither");
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new Error("Invalid configuration: DATABASE_REPLICA_URL: needs DATABASE_URL, the server it replicates");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    databaseCheckSeconds: e.DATABASE_CHECK_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    opsAdmin:
      e.OPS_ADMIN_EMAIL && e.OPS_ADMIN_PASSWORD
        ? { email: e.OPS_ADMIN_EMAIL.toLowerCase(), password: e.OPS_ADMIN_PASSWORD }
        : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    session: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      maxHours: e.SESSION_MAX_HOURS,
      rotateMinutes: e.SESSION_ROTATE_MINUTES,
      rememberDays: e.SESSION_REMEMBER_DAYS,
      cacheSeconds: e.SESSION_CACHE_SECONDS,
    },
    pinSecret: e.PIN_SECRET,
    limits: {
      loginFailuresPerMinute: e.LOGIN_MAX_FAILURES_PER_MINUTE,
      accountLockout: {
        freeFailures: e.LOGIN_ACCOUNT_FREE_FAILURES,
        maxLockSeconds: e.LOGIN_ACCOUNT_MAX_LOCK_SECONDS,
      },
      signupsPerMinute: e.SIGNUP_MAX_PER_MINUTE,
      forgotPasswordPerMinute: e.FORGOT_PASSWORD_MAX_PER_MINUTE,
    },
    requestBudgets: {
      session: { burst: e.SESSION_REQUEST_BURST, perSecond: e.SESSION_REQUESTS_PER_SECOND },
      tenant: { burst: e.TENANT_REQUEST_BURST, perSecond: e.TENANT_REQUESTS_PER_SECOND },
      // An export budget per minute is a burst of that many, refilled evenly over the minute.
      sessionBulk: { burst: e.SESSION_EXPORTS_PER_MINUTE, perSecond: e.SESSION_EXPORTS_PER_MINUTE / 60 },
      tenantBulk: { burst: e.TENANT_EXPORTS_PER_MINUTE, perSecond: e.TENANT_EXPORTS_PER_MINUTE / 60 },
    },
    webDist,
  };
}
