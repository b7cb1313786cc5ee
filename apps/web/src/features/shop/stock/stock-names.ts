import { branchName } from "../branch/branch-hooks";
import type { StockRow } from "./stock-hooks";

/** "Shell Helix HX7 10W-40 · 4 L": how the dialogs and the row's actions name a row's variant. */
export const variantLabel = (row: Pick<StockRow, "product_name" | "variant_name">) =>
  `${row.product_name} · ${row.variant_name}`;

/** The row's branch in the reader's language. */
export const stockBranchName = (row: Pick<StockRow, "branch_name" | "branch_name_arabic">, language: string) =>
  branchName({ branch_name_english: row.branch_name, branch_name_arabic: row.branch_name_arabic }, language);
