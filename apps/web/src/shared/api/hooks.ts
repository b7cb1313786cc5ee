import type { BodyOf, Endpoint, QueryOf, ResultOf } from "@pitlane/domain";
import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type RawArgs, requestRaw } from "./client";

/** Query keys of one entity, from one factory so lists and details are invalidated alike. */
export function keys(entity: string) {
  return {
    all: [entity] as const,
    lists: () => [entity, "list"] as const,
    list: (query: unknown) => [entity, "list", query] as const,
    details: () => [entity, "detail"] as const,
    detail: (id: string) => [entity, "detail", id] as const,
  };
}

/** After a change: the entity's lists are stale, and the record's detail (all details without an id). */
export async function invalidateEntity(client: QueryClient, entityKeys: ReturnType<typeof keys>, id?: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: entityKeys.lists() }),
    client.invalidateQueries({ queryKey: id ? entityKeys.detail(id) : entityKeys.details() }),
  ]);
}

/** The endpoints of one entity; `get` and `update` take `:id` in the path (IdParams). */
export interface CrudEndpoints {
  list: Endpoint;
  get: Endpoint;
  create: Endpoint;
  update: Endpoint;
  remove: Endpoint;
}

/** Where an endpoint wants the id: in the path when it has `:id`, else in the body (spec-style delete). */
function withId(endpoint: Endpoint, id: string, body?: unknown): RawArgs {
  if (endpoint.path.includes(":id")) return { params: { id }, body };
  return { body: { ...(typeof body === "object" ? body : {}), id } };
}

/**
 * List, detail, create, update and remove hooks over an entity's endpoint objects. Every mutation
 * invalidates the entity's lists and the record's detail; no entity writes its own copies.
 */
export function createEntityHooks<E extends CrudEndpoints>(entity: string, endpoints: E) {
  const k = keys(entity);
  const invalidate = (client: QueryClient, id?: string) => invalidateEntity(client, k, id);

  return {
    keys: k,
    /** `enabled: false` for a list the user's role may not read: no call the server would refuse. */
    useList(query: QueryOf<E["list"]>, options: { enabled?: boolean } = {}) {
      return useQuery({
        queryKey: k.list(query),
        enabled: options.enabled ?? true,
        queryFn: () => requestRaw<ResultOf<E["list"]>>(endpoints.list, { query }),
        // Keep the previous page on screen while the next one loads: no flashing table.
        placeholderData: keepPreviousData,
      });
    },
    useDetail(id: string) {
      return useQuery({
        queryKey: k.detail(id),
        queryFn: () => requestRaw<ResultOf<E["get"]>>(endpoints.get, withId(endpoints.get, id)),
      });
    },
    useCreate() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (body: BodyOf<E["create"]>) => requestRaw<ResultOf<E["create"]>>(endpoints.create, { body }),
        onSuccess: () => invalidate(client),
      });
    },
    useUpdate() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: { id: string; body: BodyOf<E["update"]> }) =>
          requestRaw<ResultOf<E["update"]>>(endpoints.update, withId(endpoints.update, id, body)),
        onSuccess: (_result, { id }) => invalidate(client, id),
      });
    },
    useRemove() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => requestRaw<ResultOf<E["remove"]>>(endpoints.remove, withId(endpoints.remove, id)),
        onSuccess: async (_result, id) => {
          client.removeQueries({ queryKey: k.detail(id) });
          await invalidate(client);
        },
      });
    },
  };
}
