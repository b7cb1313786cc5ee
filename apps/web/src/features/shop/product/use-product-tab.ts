import { useSearchParams } from "react-router";
import { type ProductTab, asProductTab } from "./product-form-values";

/** The open tab of the product form, kept in the URL (`?tab=variant`) so a reload or a link opens it again. */
export function useProductTab(): [ProductTab, (tab: ProductTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = asProductTab(params.get("tab"));
  const setTab = (next: ProductTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "basic") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}
