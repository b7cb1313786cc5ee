import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";

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
 */
export function useListQuery<S extends QuerySchema>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readListQuery(schema, searchParams);
  const setQuery = useCallback(
    (patch: Partial<z.output<S>>, options?: { replace: boolean }) =>
      setSearchParams((current) => toListSearchParams(schema, { ...readListQuery(schema, current), ...patch }), {
        replace: options?.replace ?? false,
      }),
    [schema, setSearchParams],
  );
  return { query, setQuery };
}

/** Deleting the last row of the last page leaves an empty page: step back to the new last page. */
export function useStepBackPastEnd(
  data: { items: unknown[]; total: number; limit: number } | undefined,
  page: number,
  setPage: (page: number) => void,
) {
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const isPastEnd = !!data && data.items.length === 0 && page > lastPage;
  // The latest callback, without making the effect re-run (and navigate again) on every render.
  const setPageRef = useRef(setPage);
  setPageRef.current = setPage;
  useEffect(() => {
    if (isPastEnd) setPageRef.current(lastPage);
  }, [isPastEnd, lastPage]);
}
