/** A company's screens in the console: its overview, its purchases, one purchase. */
export const COMPANIES_PATH = "/ops/companies";
export const companyPath = (companyId: string) => `${COMPANIES_PATH}/${encodeURIComponent(companyId)}`;
export const companyPurchasesPath = (companyId: string) => `${companyPath(companyId)}/purchases`;
export const companyPurchasePath = (companyId: string, id: string) =>
  `${companyPurchasesPath(companyId)}/${encodeURIComponent(id)}`;
