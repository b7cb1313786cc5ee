/** The client screens (spec 000 section 2): list, add, edit, and a client's own page with its tabs. */
export const CLIENT_LIST_PATH = "/clients";
export const CLIENT_ADD_PATH = `${CLIENT_LIST_PATH}/add`;
export const clientPath = (id: string) => `${CLIENT_LIST_PATH}/${encodeURIComponent(id)}`;
export const clientEditPath = (id: string) => `${CLIENT_LIST_PATH}/edit/${encodeURIComponent(id)}`;
