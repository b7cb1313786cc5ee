/** Spec 000 section 2: `/role`, `/role/add`, `/role/edit`. */
export const ROLE_LIST_PATH = "/role";
export const ROLE_ADD_PATH = "/role/add";

/** Spec 000 gives `/role/edit` without an id segment, so the id rides in the query string. */
export const roleEditPath = (id: string) => `${ROLE_LIST_PATH}/edit?${new URLSearchParams({ id })}`;
