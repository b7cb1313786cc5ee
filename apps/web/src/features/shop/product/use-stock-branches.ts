import { branchEndpoints, type ProductDto, type VariantDto } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { request } from "../../../shared/api/client";
import { useCan } from "../../../shared/session/permissions";
import { branchHooks, branchName } from "../branch/branch-hooks";
import { type StockBranch, stockBranchIds } from "./variant-form-values";

/** The same query as the locations tab's, so the list is read once. */
const branchQuery = { limit: 100, page: 1, sort: "name", order: "asc" } as const;

/**
 * The branches of a variant's stock, with their names in the current language: from the branch
 * list when the role may read it (not asked for otherwise: the server would refuse), else from the
 * variant's own stock lines.
 */
export function useStockBranches(
  product: ProductDto,
  variant?: VariantDto,
): { branches: StockBranch[]; pending: boolean } {
  const { t, i18n } = useTranslation();
  const canView = useCan("branches.view");
  const list = useQuery({
    queryKey: branchHooks.keys.list(branchQuery),
    queryFn: () => request(branchEndpoints.list, { query: branchQuery }),
    enabled: canView,
  });
  const listed = list.data?.items ?? [];
  const nameOf = (id: string) => {
    const branch = listed.find((b) => b._id === id);
    if (branch) return branchName(branch, i18n.language);
    const line = variant?.stock.find((s) => s.branch_id === id);
    if (line) return i18n.language === "ar" ? line.branch_name_arabic : line.branch_name_english;
    return t("shop.product.fields.branch");
  };
  const branches = stockBranchIds(product.branch_ids, variant).map((id) => ({ id, name: nameOf(id) }));
  return { branches, pending: canView && list.isPending };
}
