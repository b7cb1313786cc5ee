import { buildPath, type Endpoint, type Envelope, type ParamsOf, type QueryOf, type ResultOf } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";

export const TEST_XSRF = "test-xsrf-token-value";

export interface CallOptions<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  /** Sent as is, so tests can send bodies the schema would refuse. */
  body?: unknown;
  token?: string;
  /** Leave out the CSRF cookie and header, as a page of another site would. */
  withoutCsrf?: boolean;
  remoteAddress?: string;
  /** More request headers (X-Forwarded-For behind a trusted proxy, say). */
  headers?: Record<string, string>;
}

export interface CallResult<E extends Endpoint> {
  status: number;
  body: Envelope<ResultOf<E>>;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Calls the app in process (no socket) through the same endpoint objects the web uses. */
export class ApiClient {
  constructor(private readonly app: FastifyInstance) {}

  async call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<CallResult<E>> {
    const params = options.params as Record<string, string> | undefined;
    const query = options.query as Record<string, string | number> | undefined;
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (!options.withoutCsrf) {
      headers.cookie = `XSRF-TOKEN=${TEST_XSRF}`;
      headers["x-xsrf-token"] = TEST_XSRF;
    }
    const response = await this.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, params) + search,
      headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }
}
