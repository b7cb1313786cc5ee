/** The stock order screens (spec 000 section 2, under Inventory): list, add, edit. */
export const STOCK_ORDER_LIST_PATH = "/inventory/stock-orders";
export const STOCK_ORDER_ADD_PATH = `${STOCK_ORDER_LIST_PATH}/add`;
export const stockOrderEditPath = (id: string) => `${STOCK_ORDER_LIST_PATH}/edit/${encodeURIComponent(id)}`;

/** The add page with the supplier already chosen (from a supplier's page). */
export const stockOrderAddPathFor = (supplierId: string) =>
  `${STOCK_ORDER_ADD_PATH}?${new URLSearchParams({ supplier_id: supplierId }).toString()}`;
