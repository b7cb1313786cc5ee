import { useSearchParams } from "react-router";

/** One of a form's tabs by name; anything else (null, an old link's name) is the first. */
export function asTab<Tab extends string>(tabs: readonly [Tab, ...Tab[]], value: string | null): Tab {
  return tabs.find((name) => name === value) ?? tabs[0];
}

/**
 * The open tab of a form, kept in the URL (`?tab=work`) so a reload, a link or Back opens it again.
 * The first tab leaves the URL plain; a value that is not one of `tabs` opens the first.
 */
export function useTabParam<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const [first] = tabs;
  const tab = asTab(tabs, params.get("tab"));
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === first) updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}
