/** The supplier screens (spec 000 section 2, under Inventory): list, add, edit. */
export const SUPPLIER_LIST_PATH = "/inventory/suppliers";
export const SUPPLIER_ADD_PATH = `${SUPPLIER_LIST_PATH}/add`;
export const supplierEditPath = (id: string) => `${SUPPLIER_LIST_PATH}/edit/${encodeURIComponent(id)}`;
