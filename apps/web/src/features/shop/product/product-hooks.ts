import { productEndpoints, type ProductDto } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

export const productHooks = createEntityHooks("products", productEndpoints);

export const useProductList = productHooks.useList;
export const useProduct = productHooks.useDetail;
export const useProductCreate = productHooks.useCreate;
export const useProductUpdate = productHooks.useUpdate;
export const useProductRemove = productHooks.useRemove;

/** The product's category in the current language. */
export const categoryNameOf = (product: ProductDto, language: string) =>
  language === "ar" ? product.category_name_arabic : product.category_name_english;

/** Stock is tracked and has fallen to the product's low-stock level (a product without variants has none to count). */
export const isLowStock = (product: ProductDto) =>
  product.track_stock && product.variants_count > 0 && product.stock_total <= product.low_stock_level;
