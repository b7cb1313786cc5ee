import { type VariantCreateBody, type VariantUpdateBody, variantEndpoints } from "@pitlane/domain";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { invalidateEntity, keys } from "../../../shared/api/hooks";
import { productHooks } from "./product-hooks";

const variantKeys = keys("variants");

/**
 * A change to a variant changes its product's figures too (variants count, price range, stock):
 * the product's lists and detail are refreshed with the variants.
 */
async function invalidate(client: QueryClient, productId: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: variantKeys.list(productId) }),
    invalidateEntity(client, productHooks.keys, productId),
  ]);
}

export function useVariantList(productId: string) {
  return useQuery({
    queryKey: variantKeys.list(productId),
    queryFn: () => request(variantEndpoints.list, { query: { product_id: productId } }),
  });
}

export function useVariantCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VariantCreateBody) => request(variantEndpoints.create, { body }),
    onSuccess: (variant) => invalidate(client, variant.product_id),
  });
}

export function useVariantUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VariantUpdateBody }) =>
      request(variantEndpoints.update, { params: { id }, body }),
    onSuccess: (variant) => invalidate(client, variant.product_id),
  });
}

export function useVariantRemove(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(variantEndpoints.remove, { body: { id } }),
    onSuccess: () => invalidate(client, productId),
  });
}
