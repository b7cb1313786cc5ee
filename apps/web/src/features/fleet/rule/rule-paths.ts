/** The fuel rules' screens under the fleet portal. */
export const RULE_LIST_PATH = "/fleet/rules";
export const RULE_ADD_PATH = "/fleet/rules/add";
export const ruleEditPath = (id: string) => `${RULE_LIST_PATH}/edit/${encodeURIComponent(id)}`;
export const ruleViewPath = (id: string) => `${RULE_LIST_PATH}/view/${encodeURIComponent(id)}`;
