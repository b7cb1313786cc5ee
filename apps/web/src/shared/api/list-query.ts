import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { pageCount } from "../ui/list-range";

type QuerySchema = z.ZodType<Record<string, unknown>>;

/** A list's page, search, filters and sort from the URL, with the schema's defaults for anything odd. */
export function readListQuery<S extends QuerySchema>(schema: S, params: URLSearchParams): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : schema.parse({});
}

/** Back to URL search params, leaving defaults and empty values out so a plain list has a plain URL. */
export function toListSearchParams<S extends QuerySchema>(schema: S, query: z.output<S>): URLSearchParams {
  const defaults = schema.parse({});
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "" || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * A table's query kept in the URL (reload and back keep the page, search and filters). `setQuery`
 * merges a patch; typing in a search box replaces the history entry instead of adding one per key.
 * `setPage` goes to another page of the same list.
 */
export function useListQuery<S extends QuerySchema>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readListQuery(schema, searchParams);
  const update = useCallback(
    (change: (current: z.output<S>) => z.output<S>, options?: { replace: boolean }) =>
      setSearchParams((current) => toListSearchParams(schema, change(readListQuery(schema, current))), {
        replace: options?.replace ?? false,
      }),
    [schema, setSearchParams],
  );
  const setQuery = useCallback(
    (patch: Partial<z.output<S>>, options?: { replace: boolean }) => update((q) => ({ ...q, ...patch }), options),
    [update],
  );
  const setPage = useCallback(
    (page: number, options?: { replace: boolean }) => update((q) => ({ ...q, page }), options),
    [update],
  );
  return { query, setQuery, setPage };
}

/** What a list endpoint answers, as far as paging goes. */
interface PageOfRows {
  items: unknown[];
  total: number;
  limit: number;
}

/**
 * A list screen's query from the URL and the list it loads (`useList`: the entity's list hook),
 * stepping back a page when a delete empties the last one.
 */
export function useListPage<Q extends Record<string, unknown> & { page: number }, L extends { data?: PageOfRows }>(
  schema: z.ZodType<Q>,
  useList: (query: Q) => L,
) {
  const { query, setQuery, setPage } = useListQuery(schema);
  const list = useList(query);
  useStepBackPastEnd(list.data, query.page, (page) => setPage(page, { replace: true }));
  return { query, setQuery, setPage, list };
}

/** Deleting the last row of the last page leaves an empty page: step back to the new last page. */
export function useStepBackPastEnd(
  data: { items: unknown[]; total: number; limit: number } | undefined,
  page: number,
  setPage: (page: number) => void,
) {
  const lastPage = data ? pageCount(data) : 1;
  const isPastEnd = !!data && data.items.length === 0 && page > lastPage;
  // The latest callback, without making the effect re-run (and navigate again) on every render.
  const setPageRef = useRef(setPage);
  setPageRef.current = setPage;
  useEffect(() => {
    if (isPastEnd) setPageRef.current(lastPage);
  }, [isPastEnd, lastPage]);
}
