/** The statements' screens under the fleet portal. */
export const STATEMENTS_PATH = "/fleet/statements";
export const statementPath = (id: string) => `${STATEMENTS_PATH}/${encodeURIComponent(id)}`;
export const accountStatementPath = (range: { from: string; to: string }) =>
  `${STATEMENTS_PATH}/account?${new URLSearchParams(range)}`;
