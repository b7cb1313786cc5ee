/** The packages' screens (spec 000 section 2). */
export const PACKAGE_LIST_PATH = "/catalog/packages";
export const PACKAGE_ADD_PATH = `${PACKAGE_LIST_PATH}/add`;
export const packageEditPath = (id: string) => `${PACKAGE_LIST_PATH}/edit/${id}`;
