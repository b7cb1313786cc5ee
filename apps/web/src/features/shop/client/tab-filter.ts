import { useSearchParams } from "react-router";

/** A detail tab's list filter: a status (none: all) and a page. */
export interface TabFilter<S extends string> {
  status: S | undefined;
  page: number;
}

/**
 * A tab's filter from the URL, under its own names (`appointments_status`, `appointments_page`) so
 * two tabs of one screen keep theirs apart. Anything odd reads as all statuses, page 1.
 */
export function readTabFilter<S extends string>(
  params: URLSearchParams,
  prefix: string,
  statuses: readonly S[],
): TabFilter<S> {
  const status = statuses.find((s) => s === params.get(`${prefix}_status`));
  const page = Number(params.get(`${prefix}_page`));
  return { status, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The filter back into the URL, the other parameters kept; all statuses and page 1 leave it plain. */
export function withTabFilter<S extends string>(
  params: URLSearchParams,
  prefix: string,
  filter: TabFilter<S>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(`${prefix}_status`);
  next.delete(`${prefix}_page`);
  if (filter.status) next.set(`${prefix}_status`, filter.status);
  if (filter.page > 1) next.set(`${prefix}_page`, String(filter.page));
  return next;
}

/** A tab's status filter and page, kept in the URL: a reload or Back shows the same page. */
export function useTabFilter<S extends string>(prefix: string, statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const filter = readTabFilter(params, prefix, statuses);
  const set = (next: TabFilter<S>) => setParams((current) => withTabFilter(current, prefix, next), { replace: true });
  return {
    ...filter,
    /** A new status starts again from page 1. */
    setStatus: (status: S | undefined) => set({ status, page: 1 }),
    setPage: (page: number) => set({ ...filter, page }),
  };
}
