/** The stock screen (under Inventory), and the same screen searched for one variant. */
export const STOCK_LIST_PATH = "/inventory/stock";
export const stockOfPath = (search: string) => `${STOCK_LIST_PATH}?${new URLSearchParams({ search }).toString()}`;
