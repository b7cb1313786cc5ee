import {
  MAX_PAGE_SIZE,
  type QueryOf,
  type StockAdjustBody,
  type StockListQuery,
  type StockRowDto,
  type StockTransferBody,
  stockEndpoints,
} from "@pitlane/domain";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

/*
 * Stock is read as a list and a variant's movements, and changed here only by adjustments and
 * transfers (sales and voids move it from the invoices, receipts from the stock orders): no create,
 * update or remove, so no entity hooks.
 */
const stockKeys = keys("stock");
const movementKeys = [...stockKeys.all, "movements"] as const;

/** The list's row, with the id the table keys it by: one row per variant at each branch. */
export type StockRow = StockRowDto & { _id: string };

const withRowId = (row: StockRowDto): StockRow => ({ ...row, _id: `${row.variant_id}:${row.branch_id}` });

/** The URL's query as the endpoint takes it: the low-stock switch goes back to "true" or "false". */
const listCallOf = (query: StockListQuery): QueryOf<typeof stockEndpoints.list> => ({
  ...query,
  low: query.low ? "true" : "false",
});

export function useStockList(query: StockListQuery) {
  return useQuery({
    queryKey: stockKeys.list(query),
    queryFn: () => request(stockEndpoints.list, { query: listCallOf(query) }),
    select: (data) => ({ ...data, items: data.items.map(withRowId) }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** A variant's movements at one branch, newest first, a page at a time ("Load more"). */
export function useStockMovements(variantId: string, branchId: string) {
  return useInfiniteQuery({
    queryKey: [...movementKeys, variantId, branchId],
    queryFn: ({ pageParam }) =>
      request(stockEndpoints.movements, { query: { variant_id: variantId, branch_id: branchId, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

/**
 * The other branches that sell the row's variant, with their stock of it: the variant's own rows of
 * the stock list (one per branch that sells it), less the row's branch. Not asked for while no row
 * is open.
 */
export function useStockElsewhere(row: StockRow | null) {
  const query: StockListQuery = {
    page: 1,
    limit: MAX_PAGE_SIZE,
    branch_id: null,
    variant_id: row?.variant_id ?? null,
    low: false,
  };
  return useQuery({
    queryKey: stockKeys.list(query),
    queryFn: () => request(stockEndpoints.list, { query: listCallOf(query) }),
    enabled: row !== null,
    select: (data) => data.items.filter((other) => other.branch_id !== row?.branch_id).map(withRowId),
  });
}

/**
 * A change of stock by hand changes the stock list, the variant's history, and the stock a
 * product's variants show in the catalogue.
 */
function useStockChange<Body, Done>(send: (body: Body) => Promise<Done>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [stockKeys.all, keys("variants").all, keys("products").all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useStockAdjust = () => useStockChange((body: StockAdjustBody) => request(stockEndpoints.adjust, { body }));

/** Units of a variant from one branch to another: both branches' rows change. */
export const useStockTransfer = () =>
  useStockChange((body: StockTransferBody) => request(stockEndpoints.transfer, { body }));
