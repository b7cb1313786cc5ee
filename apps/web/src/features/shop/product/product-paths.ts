export const PRODUCT_LIST_PATH = "/catalog/products";
export const PRODUCT_ADD_PATH = `${PRODUCT_LIST_PATH}/add`;

/** The edit page, on a tab when named (after adding, the variants tab comes next). */
export const productEditPath = (id: string, tab?: string) =>
  `${PRODUCT_LIST_PATH}/edit/${id}${tab ? `?tab=${tab}` : ""}`;
