import {
  type QueryOf,
  type StockAdjustBody,
  type StockListQuery,
  type StockRowDto,
  stockEndpoints,
} from "@pitlane/domain";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

/*
 * Stock is read as a list and a variant's movements, and changed only by adjustments (sales and
 * voids move it from the invoices): no create, update or remove, so no entity hooks.
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
 * An adjustment changes the stock list, the variant's history, and the stock a product's variants
 * show in the catalogue.
 */
export function useStockAdjust() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustBody) => request(stockEndpoints.adjust, { body }),
    onSuccess: () =>
      Promise.all(
        [stockKeys.all, keys("variants").all, keys("products").all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
