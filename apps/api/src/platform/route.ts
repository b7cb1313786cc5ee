import {
  allFleetPermissions,
  allOpsPermissions,
  allShopPermissions,
  envelopeSchema,
  forbidden,
  ok,
  hasPermission,
  isFleetPermission,
  isOpsPermission,
  isShopPermission,
  OPS_ROLE_PERMISSIONS,
  unauthorized,
  type BodyOf,
  type Endpoint,
  type Envelope,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
  type Permission,
  strictBody,
} from "@pitlane/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { bodyHooks } from "./request-body.js";
import { inUploadContext } from "./multipart-file.js";
import type { Realm, SessionStore, SessionUser } from "./sessions.js";

/** Who is asking: services take this, never the Fastify request. The tenant always comes from the session. */
export interface RequestContext {
  tenantId: string;
  userId: string;
  sessionId: string;
  permissions: readonly string[];
}

export interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E, "out">;
  query: QueryOf<E, "out">;
  body: BodyOf<E, "out">;
  ctx: E["auth"] extends "public" ? undefined : RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

declare module "fastify" {
  interface FastifyRequest {
    rotatedToken?: string;
    ctx?: RequestContext;
  }
  interface FastifyInstance {
    /** Who a station's request comes from (the station area sets it): its terminal, by the key it sends. */
    authenticateStation?: (request: FastifyRequest) => Promise<RequestContext>;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** Each realm's permissions: all of them, the test of a name, and what a user without a role holds. */
const catalogues = {
  shop: { all: allShopPermissions, is: isShopPermission, withoutRole: [] },
  fleet: { all: allFleetPermissions, is: isFleetPermission, withoutRole: [] },
  // A console user is an admin (all) or a reviewer: the console has no roles of its own making.
  ops: { all: allOpsPermissions, is: isOpsPermission, withoutRole: OPS_ROLE_PERMISSIONS.reviewer },
  // A station's attendant does one thing, serve drivers: the station routes need no permission.
  station: { all: [], is: () => false, withoutRole: [] },
} satisfies Record<Realm, { all: readonly string[]; is: (name: string) => boolean; withoutRole: readonly string[] }>;

/**
 * What a user may do: the shop owner, company admin or console admin everything, anyone else what
 * their role grants while it is active. Names the catalogue no longer knows are dropped, so an old role never grants a stray string.
 */
export function permissionsOf(
  user: Pick<SessionUser, "isOwner" | "rolePermissions">,
  realm: Realm = "shop",
): readonly string[] {
  const catalogue = catalogues[realm];
  if (user.isOwner) return catalogue.all;
  return (user.rolePermissions ?? catalogue.withoutRole).filter(catalogue.is);
}

/**
 * For an endpoint that lets in holders of any of several permissions (one save that adds or
 * changes): the use at hand still needs its own, else 403 as the route itself would answer.
 */
export function requirePermission(ctx: RequestContext, permission: Permission): void {
  if (!hasPermission(ctx.permissions, permission)) throw forbidden();
}

export async function authenticate(
  request: FastifyRequest,
  sessions: SessionStore,
  realm: Realm,
  canRotate: boolean,
): Promise<RequestContext> {
  const token = bearerOf(request);
  if (!token) throw unauthorized();
  const session = await sessions.resolve(token, realm, canRotate);
  if (!session) throw unauthorized("session_expired");
  if (session.rotatedToken) request.rotatedToken = session.rotatedToken;
  return {
    tenantId: session.tenantId,
    userId: session.userId,
    sessionId: session.sessionId,
    permissions: permissionsOf(session, realm),
  };
}

function permissionText(permission: Permission | readonly Permission[]): string {
  if (typeof permission === "string") return `Needs the permission \`${permission}\`.`;
  return `Needs one of the permissions ${permission.map((p) => `\`${p}\``).join(", ")}.`;
}

export function envelope<T>(request: FastifyRequest, result: T): Envelope<T> {
  const body = ok(result);
  if (request.rotatedToken) body.token = request.rotatedToken;
  return body;
}

function stationAuthOf(app: FastifyInstance) {
  if (!app.authenticateStation) throw new Error("station routes need app.authenticateStation");
  return app.authenticateStation;
}

/**
 * Registers a Fastify route from an endpoint object of packages/domain: its schemas validate the
 * request and document the route, its `auth` and `permission` guard it, it takes only the content
 * type and the fields it declares, and the handler's return value is wrapped in the envelope.
 * Binary endpoints send their own reply.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  sessions: SessionStore,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<ResultOf<E>>,
) {
  const realm: Realm | null = endpoint.auth === "public" || endpoint.auth === "station" ? null : endpoint.auth;
  const limits = app.requestLimits;
  // A binary answer has no envelope to carry a rotated token, so it never rotates one.
  const identify =
    endpoint.auth === "station"
      ? (request: FastifyRequest) => stationAuthOf(app)(request)
      : realm
        ? (request: FastifyRequest) => authenticate(request, sessions, realm, !endpoint.binary)
        : null;
  const isBulk = endpoint.bulk === true;
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(realm ? { security: [{ bearer: [] }] } : endpoint.auth === "station" ? { security: [{ terminal: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      // Strict: a field the body does not declare is refused by name, never dropped without a word.
      ...(endpoint.body ? { body: strictBody(endpoint.body) } : {}),
      ...(endpoint.multipart ? { consumes: ["multipart/form-data"] } : {}),
      ...(endpoint.binary ? {} : { response: { 200: envelopeSchema(endpoint.result) } }),
      ...(endpoint.permission ? { description: permissionText(endpoint.permission) } : {}),
    },
    // Before the body is read and validated: a signed-out caller learns only that it must sign in.
    ...(identify
      ? {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            request.ctx = await identify(request);
            limits.admit(request.ctx.sessionId, request.ctx.tenantId, isBulk);
            if (!hasPermission(request.ctx.permissions, endpoint.permission)) throw forbidden();
            reply.header("cache-control", "no-store");
          },
        }
      : {}),
    ...bodyHooks(endpoint),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        ctx: request.ctx,
        request,
        reply,
        // Fastify validated these with the endpoint's own schemas; the generic E hides that from TypeScript.
      } as unknown as HandlerInput<E>);
      // A binary answer, or one the handler sent itself (an idempotent replay), is already on its way.
      if (endpoint.binary || reply.sent) return reply;
      return envelope(request, result);
    },
  };
  if (endpoint.multipart) inUploadContext(app, (uploads) => uploads.route(options));
  else app.route(options);
}
