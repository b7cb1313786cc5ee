import type { ProductDto, VariantDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { branchName } from "../branch/branch-hooks";
import { useReadableBranches } from "../branch/use-branch-options";
import { type StockBranch, stockBranchIds } from "./variant-form-values";

/**
 * The branches of a variant's stock, with their names in the current language: from the branch
 * list when the role may read it, else from the variant's own stock lines.
 */
export function useStockBranches(
  product: ProductDto,
  variant?: VariantDto,
): { branches: StockBranch[]; pending: boolean } {
  const { t, i18n } = useTranslation();
  const { branches: listed, isPending } = useReadableBranches();
  const nameOf = (id: string) => {
    const branch = listed.find((b) => b._id === id);
    if (branch) return branchName(branch, i18n.language);
    const line = variant?.stock.find((s) => s.branch_id === id);
    if (line) return branchName(line, i18n.language);
    return t("shop.product.fields.branch");
  };
  const branches = stockBranchIds(product.branch_ids, variant).map((id) => ({ id, name: nameOf(id) }));
  return { branches, pending: isPending };
}
